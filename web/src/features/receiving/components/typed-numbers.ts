import { decimalToScaled, majorToMinor, WEIGHT_UNITS_PER_LB } from '@cargo/contracts';

/** What the receiving forms read from typed text; NaN (which the contracts' schemas refuse) when empty or not such a number. */
export const typedPounds = (text: string) => decimalToScaled(text, WEIGHT_UNITS_PER_LB) ?? Number.NaN;
export const typedDollars = (text: string) => majorToMinor(text, 'UsDollar') ?? Number.NaN;
export const typedWhole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
