import { dropdownStream, expenseStream, vendorStream, type DomainEvent, type ExpenseDetails, type VendorDetails } from '@cargo/contracts';

/** Streams the expense use cases' specs are given, each as the log holds it. */
const option = (id: number) => ({ id, displayName: { en: `Option ${id}`, vi: `Mục ${id}` }, customEnum: null });
const seeded = (dropdown: 'expenseType' | 'expensePaymentMethod'): DomainEvent => ({
  type: 'DropdownSeeded',
  data: { dropdown, options: [option(1), option(2)] },
});
export const vendor = (vendorId: number, deleted = false): DomainEvent[] => [
  { type: 'VendorAdded', data: { vendorId, details: { name: `Vendor ${vendorId}` } as VendorDetails } },
  ...(deleted ? [{ type: 'VendorDeleted', data: { vendorId } } as DomainEvent] : []),
];
export const dropdowns = {
  [dropdownStream('expenseType')]: [seeded('expenseType')],
  [dropdownStream('expensePaymentMethod')]: [seeded('expensePaymentMethod')],
};
export const rent: ExpenseDetails = {
  typeId: 1,
  vendorId: 4,
  paymentMethodId: 2,
  transactionDate: '2026-11-20',
  description: 'Rent',
  amount: -500_00,
  expenseDetails: [],
};
export const known = { ...dropdowns, [vendorStream(4)]: vendor(4), [vendorStream(5)]: vendor(5) };
export const recorded = (expense = rent) => ({ [expenseStream(12)]: [{ type: 'ExpenseRecorded', data: { expenseId: 12, expense } }] as DomainEvent[] });
export const name = (vendorId: number) => [vendorStream(vendorId), { type: 'NameVendor', data: { vendorId, by: 'expense' } }] as [string, unknown];
export const unname = (vendorId: number) => [vendorStream(vendorId), { type: 'UnnameVendor', data: { vendorId, by: 'expense' } }] as [string, unknown];
