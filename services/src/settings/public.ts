/** What other capabilities use of settings: the check that records name dropdown options that exist, an option's name, and the exchange rate in force on a day. Everything else in this folder is its own. */
export { dropdownOptionName, requireDropdownChoices } from './dropdown-choices';
export type { DropdownChoice } from './dropdown-choices';
export { ExchangeRates } from './exchange-rates';
