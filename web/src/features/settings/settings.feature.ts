import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { settingsPaths } from './settings.paths';
import settingsStrings from './settings.strings.json';

export const settingsFeature = {
  pages: [{ path: settingsPaths.dropdownSetting, title: 'dropdownSetting', level: 'root', load: lazyPage(() => import('./components/dropdown-setting.page'), 'DropdownSettingPage') }],
  // Last in the spec's drawer, for root only.
  drawer: [{ label: 'drawer.dropdownSetting', to: settingsPaths.dropdownSetting, level: 'root', order: 210 }],
  strings: settingsStrings,
} satisfies Feature;
