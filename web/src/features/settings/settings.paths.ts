import { paths } from '../../shared/paths';

export const settingsPaths = {
  dropdownSetting: `${paths.management}/dropdown/setting`,
} as const;
