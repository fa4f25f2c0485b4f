import { dropdownByRef, type DropdownEvent, type DropdownOptionView, type DropdownView, type RecordedEvent, unhandled } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const DROPDOWNS_COLLECTION = 'dropdowns';

/** One document per dropdown with all its options, active or not: a dropdown holds a few dozen at most. */
export const dropdownsProjection = projection<DropdownEvent>({
  name: 'dropdowns',
  collections: [DROPDOWNS_COLLECTION],
  handles: ['DropdownSeeded', 'DropdownOptionAdded', 'DropdownOptionUpdated', 'DropdownOptionDeactivated', 'DropdownOptionReactivated'],
  changes: (event) => [change<DropdownView>(DROPDOWNS_COLLECTION, dropdownByRef(event.data.dropdown).id, (doc) => evolveDropdownView(doc, event))],
});

function withOption(view: DropdownView, id: number, update: (option: DropdownOptionView) => DropdownOptionView): DropdownView {
  return { ...view, options: view.options.map((option) => (option.id === id ? update(option) : option)) };
}

export function evolveDropdownView(doc: DropdownView | null, event: RecordedEvent<DropdownEvent>): DropdownView | null {
  const { id, strRef, displayName } = dropdownByRef(event.data.dropdown);
  const view = doc ?? { id, strRef, displayName, options: [] };
  switch (event.type) {
    case 'DropdownSeeded':
      return { ...view, options: event.data.options.map((option) => ({ ...option, dropdownId: id, isActive: true })) };
    case 'DropdownOptionAdded':
      return {
        ...view,
        options: [...view.options.filter((option) => option.id !== event.data.option.id), { ...event.data.option, dropdownId: id, isActive: true }],
      };
    case 'DropdownOptionUpdated':
      return withOption(view, event.data.option.id, (option) => ({ ...option, ...event.data.option }));
    case 'DropdownOptionDeactivated':
      return withOption(view, event.data.optionId, (option) => ({ ...option, isActive: false }));
    case 'DropdownOptionReactivated':
      return withOption(view, event.data.optionId, (option) => ({ ...option, isActive: true }));
    default:
      return unhandled(event);
  }
}
