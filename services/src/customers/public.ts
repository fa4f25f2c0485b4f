/** What other capabilities use of customers: the customer stream's decider and its read for a use case (is a customer open; opened at registration, erased with its account), and the question of which customers are staff, which identity answers. Everything else in this folder is its own. */
export { customerDecider, decideCustomer } from './customer.decider';
export { customerRead } from './customer-read';
export { StaffAccounts } from './staff-accounts';
