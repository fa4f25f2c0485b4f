import seeds from './dropdown-seeds.json';

/** Every option list of both specs, in a fixed order: a dropdown's id is its place here, plus one. */
export const DROPDOWN_REFS = [
  'brand',
  'category',
  'productType',
  'currency',
  'warehouse',
  'orderType',
  'paymentType',
  'shipmentStatus',
  'shipmentGroupStatus',
  'shipmentGroupType',
  'paymentStatus',
  'invoiceType',
  'expenseType',
  'expensePaymentMethod',
  'paymentMethod',
] as const satisfies readonly (keyof typeof seeds)[];
export type DropdownRef = (typeof DROPDOWN_REFS)[number];

export interface LocalizedName {
  en: string;
  vi: string;
}

export interface DropdownDefinition {
  id: number;
  strRef: DropdownRef;
  displayName: LocalizedName;
  /** The options a new store starts with; those with a custom enum are the ones business rules use. */
  seeds: readonly (LocalizedName & { customEnum?: string })[];
}

export const DROPDOWNS: readonly DropdownDefinition[] = DROPDOWN_REFS.map((strRef, index) => ({
  id: index + 1,
  strRef,
  displayName: seeds[strRef].name,
  seeds: seeds[strRef].options,
}));

export const dropdownById = (id: number): DropdownDefinition | undefined => DROPDOWNS[id - 1];
export const dropdownByRef = (strRef: DropdownRef): DropdownDefinition => DROPDOWNS[DROPDOWN_REFS.indexOf(strRef)];

/** Custom enums the business rules match on (order types, currencies, statuses): never renamed or removed. */
export const reservedCustomEnums = (dropdown: DropdownDefinition): ReadonlySet<string> =>
  new Set(dropdown.seeds.flatMap((seed) => (seed.customEnum ? [seed.customEnum] : [])));

export const dropdownStream = (strRef: DropdownRef) => `dropdown-${strRef}`;

/** The id of a seeded option with a custom enum (ids are the seed order, from 1): the statuses records start with. */
export function seededOptionId(strRef: DropdownRef, customEnum: string): number {
  const index = dropdownByRef(strRef).seeds.findIndex((seed) => seed.customEnum === customEnum);
  if (index < 0) throw new Error(`No seeded option ${customEnum} in ${strRef}`);
  return index + 1;
}
