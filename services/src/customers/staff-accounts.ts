/**
 * What customers asks of the accounts: which customer records belong to staff (admin, root), whom
 * lists and pickers leave out. Identity owns the accounts and uses customers, so customers names the
 * question here and identity answers it (`identity/staff-accounts.provider.ts`): no loop.
 */
export abstract class StaffAccounts {
  abstract customerIds(): Promise<number[]>;
}
