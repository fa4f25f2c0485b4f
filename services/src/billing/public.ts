/** What other capabilities use of billing: invoices named by their codes (an email about a payment names what it paid). */
export { invoiceCodes } from './invoice-codes-of';
