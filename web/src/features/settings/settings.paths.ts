import { paths } from '../../shared/paths';

export const settingsPaths = {
  dropdownSetting: `${paths.management}/dropdown/setting`,
  exchangeRates: `${paths.management}/exchange/rates`,
} as const;
