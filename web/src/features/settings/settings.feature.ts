import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { settingsPaths } from './settings.paths';
import settingsStrings from './settings.strings.json';

export const settingsFeature = {
  capability: 'settings',
  pages: [
    // Dropdown Setting's drawer link comes after Overview, for root only, as the spec's drawer has it.
    {
      path: settingsPaths.dropdownSetting,
      title: 'dropdownSetting',
      level: 'root',
      load: lazyPage(() => import('./components/dropdown-setting.page'), 'DropdownSettingPage'),
      drawer: { label: 'drawer.dropdownSetting', order: 210 },
    },
    // Staff read the rates; root sets them (the page offers the form to root only, the server decides).
    {
      path: settingsPaths.exchangeRates,
      title: 'exchangeRates',
      level: 'admin',
      load: lazyPage(() => import('./components/exchange-rates.page'), 'ExchangeRatesPage'),
      strings: () => import('./components/exchange-rates.strings.json'),
      drawer: { label: 'drawer.exchangeRates', order: 215 },
    },
  ],
  strings: settingsStrings,
  live: { exchange_rates: ['ExchangeRate'] },
} satisfies Feature;
