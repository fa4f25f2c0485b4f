import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { settingsPaths } from './settings.paths';
import settingsStrings from './settings.strings.json';

export const settingsFeature = {
  // Its drawer link is last in the spec's drawer, for root only.
  pages: [{ path: settingsPaths.dropdownSetting, title: 'dropdownSetting', level: 'root', load: lazyPage(() => import('./components/dropdown-setting.page'), 'DropdownSettingPage'), drawer: { label: 'drawer.dropdownSetting', order: 210 } }],
  strings: settingsStrings,
} satisfies Feature;
