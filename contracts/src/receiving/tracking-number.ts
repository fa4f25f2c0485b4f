import { getTracking } from 'ts-tracking-number';
import { z } from 'zod';
import { text } from '../platform/schema-helpers';

/** The carriers a pre-alert names (the form's choices); a number of none of their shapes is `Other`. */
export const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL', 'Amazon', 'Other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Shortest and longest tracking number, after normalising. */
export const TRACKING_NUMBER_MIN = 8;
export const TRACKING_NUMBER_MAX = 40;

/** An AIM symbology identifier a scanner may send first (`]C1` for GS1-128, `]d2` for GS1 DataMatrix). */
const SYMBOLOGY_PREFIX = /^\][A-Za-z][0-9]/;
/** What goes from anywhere in a scan: white space, dashes and the GS1 group separator (ASCII 29). */
const NOISE = /[\s\-\u001D]/g;
/** A USPS IMpb barcode carries `420` and the destination ZIP (5 or 9 digits) before the tracking number. */
const IMPB_ROUTING = /^420(\d{5}|\d{9})(\d{20,26})$/;
/** USPS lengths, likeliest first: 420 + ZIP+4 + 22 digits is the common IMpb scan. */
const USPS_LENGTHS = [22, 20, 26];

const CARRIER_OF_COURIER: Record<string, Carrier> = { usps: 'USPS', ups: 'UPS', fedex: 'FedEx', dhl: 'DHL', amazon: 'Amazon' };

/** The carrier a number's shape and check digit name (the carriers' published shapes, from ts-tracking-number), or `Other`. */
export function carrierOf(trackingNumber: string): Carrier {
  const found = getTracking(trackingNumber);
  return (found && CARRIER_OF_COURIER[found.courier.code]) ?? 'Other';
}

/**
 * The tracking number printed on a label, from what a scanner or a person typed: upper case, without
 * a symbology prefix, spaces, dashes or group separators, and without the IMpb routing part. Where a
 * routing part of either ZIP length leaves a USPS length, the one whose rest checks as USPS wins (the
 * 22-digit number first, as the commonest).
 */
function normaliseOnce(scanned: string): string {
  const plain = scanned.trim().replace(SYMBOLOGY_PREFIX, '').replace(NOISE, '').toUpperCase();
  const routed = IMPB_ROUTING.exec(plain);
  if (!routed) return plain;
  const candidates = [plain.slice(12), plain.slice(8)]
    .filter((rest) => USPS_LENGTHS.includes(rest.length))
    .sort((a, b) => USPS_LENGTHS.indexOf(a.length) - USPS_LENGTHS.indexOf(b.length));
  return candidates.find((rest) => carrierOf(rest) === 'USPS') ?? candidates[0] ?? plain;
}

/** Normalising is idempotent: a prefix inside a prefix (a doubled scan's) goes too. */
export function normaliseTrackingNumber(scanned: string): string {
  let current = scanned;
  for (;;) {
    const next = normaliseOnce(current);
    if (next === current) return current;
    current = next;
  }
}

/**
 * A carrier tracking number in a form or a scan: normalised, then 8 to 40 of A-Z and 0-9. What the
 * person typed may be longer (a scan's prefixes and separators), so the raw text is only held to twice
 * the longest number.
 */
export const trackingNumber = () =>
  text(TRACKING_NUMBER_MAX * 2, { error: 'validation.required', abort: true })
    .transform(normaliseTrackingNumber)
    .pipe(
      z
        .string()
        .min(1, { message: 'validation.required', abort: true })
        .min(TRACKING_NUMBER_MIN, { message: 'receiving.trackingTooShort', abort: true })
        .max(TRACKING_NUMBER_MAX, { message: 'receiving.trackingTooLong', abort: true })
        .regex(/^[A-Z0-9]+$/, 'receiving.trackingCharacters'),
    );
