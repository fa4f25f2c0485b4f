import type { TFunction } from 'i18next';
import { CURRENCIES } from '@cargo/contracts';
import { listChoices } from '../../../shared/choice-field';

/** A currency dropdown's choices, named in the reader's language. */
export const currencyChoices = (t: TFunction) => listChoices(CURRENCIES, (code) => t(`billing.currencies.${code}`));
