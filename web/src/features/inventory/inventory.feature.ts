import type { Feature } from '../../app/feature';
import inventoryStrings from './inventory.strings.json';

/** Inventory shows its stock rows on the product page (composed in `app/routes`); it has no page of its own yet. */
export const inventoryFeature = { pages: [], drawer: [], strings: inventoryStrings } satisfies Feature;
