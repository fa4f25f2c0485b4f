import type { ProductDetails } from '@cargo/contracts';
import type { DropdownChoice } from '../settings/public';

/** A product's brand, category (lvl1) and type (lvl2) are options of those dropdowns. */
export const productKindChoices = (details: ProductDetails, previous?: ProductDetails): DropdownChoice[] => [
  { field: 'brandId', dropdown: 'brand', optionId: details.brandId, previous: previous?.brandId },
  { field: 'lvl1Id', dropdown: 'category', optionId: details.lvl1Id, previous: previous?.lvl1Id },
  { field: 'lvl2Id', dropdown: 'productType', optionId: details.lvl2Id, previous: previous?.lvl2Id },
];
