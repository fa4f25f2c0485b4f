/** What other capabilities use of customers: the customer stream's decider (is a customer open; opened at registration, erased with its account), and the question of which customers are staff, which identity answers. Everything else in this folder is its own. */
export { customerDecider, decideCustomer } from './customer.decider';
export { StaffAccounts } from './staff-accounts';
