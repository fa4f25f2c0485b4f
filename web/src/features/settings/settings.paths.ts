import { paths } from '../../app/paths';

export const settingsPaths = {
  dropdownSetting: `${paths.management}/dropdown/setting`,
} as const;
