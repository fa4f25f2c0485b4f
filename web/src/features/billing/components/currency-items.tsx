import { MenuItem } from '@mui/material';
import type { TFunction } from 'i18next';
import { CURRENCIES } from '@cargo/contracts';

/** A currency dropdown's choices, named in the reader's language (an array, as MUI's select takes its items as direct children). */
export const currencyItems = (t: TFunction) =>
  CURRENCIES.map((code) => (
    <MenuItem key={code} value={code}>
      {t(`billing.currencies.${code}`)}
    </MenuItem>
  ));
