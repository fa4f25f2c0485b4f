/** What other capabilities use of settings: the check that records name dropdown options that exist, an option's name, the exchange rate in force on a day, and the rates stream with its rule for a use case that reads it. Everything else in this folder is its own. */
export { checkDropdownChoices, choiceReads, dropdownOptionName, requireDropdownChoices } from './dropdown-choices';
export type { DropdownChoice } from './dropdown-choices';
export { ExchangeRates, exchangeRatesRead, vndPerUsdOn } from './exchange-rates';
export { rateOn } from './exchange-rate.decider';
