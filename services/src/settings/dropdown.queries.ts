import { Inject, Injectable } from '@nestjs/common';
import type { DropdownOptionView, DropdownRef, DropdownView } from '@cargo/contracts';
import { DROPDOWNS_COLLECTION, type ReadStore } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';

@Injectable()
export class DropdownQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Every dropdown with all its options (a fixed list of fifteen). */
  all(): Promise<DropdownView[]> {
    return this.store.find<DropdownView>(DROPDOWNS_COLLECTION, {}, { sort: { id: 1 } });
  }

  /**
   * Options by dropdown name, inactive ones included: a record keeps showing the name of an option
   * deleted since; forms offer only the active ones.
   */
  async toOptions(): Promise<Partial<Record<DropdownRef, DropdownOptionView[]>>> {
    return Object.fromEntries((await this.all()).map((dropdown) => [dropdown.strRef, dropdown.options]));
  }
}
