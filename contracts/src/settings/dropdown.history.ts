import { merged, recordHistory } from '../platform/history';
import type { DropdownEvent } from './dropdown.events';

/** An option's own history (`dropdownoption-brand.9`): the option's events on its dropdown's stream. */
export const optionPart = (dropdown: string, optionId: number) => `dropdownoption-${dropdown}.${optionId}`;

/** A dropdown is one stream; each option is an item of it (`options#3.displayName.en`). */
export const dropdownHistory = recordHistory<DropdownEvent>(
  {
    DropdownSeeded: {
      label: { en: 'Options seeded', vi: 'Khởi tạo lựa chọn' },
      fields: ({ options }) => merged({}, { options: options.map((option) => ({ ...option, isActive: true })) }),
    },
    DropdownOptionAdded: {
      part: { id: ({ dropdown, option }) => optionPart(dropdown, option.id) },
      label: { en: 'Option added', vi: 'Thêm lựa chọn' },
      fields: ({ option }, before) => merged(before, { [`options#${option.id}`]: { ...option, isActive: true } }),
    },
    DropdownOptionUpdated: {
      part: { id: ({ dropdown, option }) => optionPart(dropdown, option.id) },
      label: { en: 'Option updated', vi: 'Cập nhật lựa chọn' },
      fields: ({ option }, before) => merged(before, { [`options#${option.id}`]: { ...option, isActive: before[`options#${option.id}.isActive`] ?? true } }),
    },
    DropdownOptionDeactivated: {
      part: { id: ({ dropdown, optionId }) => optionPart(dropdown, optionId) },
      label: { en: 'Option deleted', vi: 'Xóa lựa chọn' },
      fields: ({ optionId }, before) => ({ ...before, [`options#${optionId}.isActive`]: false }),
    },
    DropdownOptionReactivated: {
      part: { id: ({ dropdown, optionId }) => optionPart(dropdown, optionId) },
      label: { en: 'Option restored', vi: 'Khôi phục lựa chọn' },
      fields: ({ optionId }, before) => ({ ...before, [`options#${optionId}.isActive`]: true }),
    },
  },
  {
    'options.id': { en: 'Option id', vi: 'Mã lựa chọn' },
    'options.displayName.en': { en: 'Name (English)', vi: 'Tên (tiếng Anh)' },
    'options.displayName.vi': { en: 'Name (Vietnamese)', vi: 'Tên (tiếng Việt)' },
    'options.customEnum': { en: 'Custom enum', vi: 'Mã hệ thống' },
    'options.isActive': { en: 'In use', vi: 'Đang dùng' },
  },
);
