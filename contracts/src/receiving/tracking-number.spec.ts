import fc from 'fast-check';
import { carrierOf, normaliseTrackingNumber, trackingNumber } from './tracking-number';

const USPS = '9400111899223344556677';
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const printed = fc.oneof(
  fc.constant(USPS),
  fc.constant('1Z5R89390357567127'),
  fc.constant('TBA123456789012'),
  fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), minLength: 8, maxLength: 40 }),
);
/** Noise a scanner or a person adds: spaces, dashes and group separators between characters, lower case. */
const noisy = (number: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom('', ' ', '-', '\u001D', '  '), { minLength: number.length, maxLength: number.length }),
      fc.array(fc.boolean(), { minLength: number.length, maxLength: number.length }),
    )
    .map(([gaps, lower]) => [...number].map((char, at) => (lower[at] ? char.toLowerCase() : char) + gaps[at]).join(''));

describe('tracking numbers', () => {
  it('normalising is idempotent, whatever was typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (scanned) => normaliseTrackingNumber(normaliseTrackingNumber(scanned)) === normaliseTrackingNumber(scanned)),
    );
  });

  it('a number with spaces, dashes, group separators or lower case normalises as the number', () => {
    fc.assert(
      fc.property(
        printed.chain((number) => fc.tuple(fc.constant(number), noisy(number))),
        ([number, typed]) => normaliseTrackingNumber(typed) === normaliseTrackingNumber(number),
      ),
    );
  });

  it('a USPS number with its IMpb routing part (420 and a 5 or 9 digit ZIP), a GS1 prefix and separators normalises as the printed one', () => {
    fc.assert(
      fc.property(fc.oneof(digits(5, 5), digits(9, 9)), fc.boolean(), fc.boolean(), (zip, gs1, separator) => {
        const scan = `${gs1 ? ']C1' : ''}420${zip}${separator ? '\u001D' : ''}${USPS}`;
        return normaliseTrackingNumber(scan) === USPS;
      }),
    );
    // A 26-digit number behind a 5-digit ZIP is 34 digits, as a 22-digit one behind a 9-digit ZIP: the check digit decides.
    expect(normaliseTrackingNumber('4209455092055901755477000000000008')).toBe('92055901755477000000000008');
  });

  it('recognises the carrier from the shape and check digit', () => {
    expect([USPS, '1Z5R89390357567127', '123456789012', 'TBA123456789012', 'JJD0099999999', 'ABCDEFGH'].map(carrierOf)).toEqual([
      'USPS',
      'UPS',
      'FedEx',
      'Amazon',
      'DHL',
      'Other',
    ]);
    expect(carrierOf(normaliseTrackingNumber(`420945501234${USPS}`))).toBe('USPS');
  });

  it('the schema refuses a number under 8 or over 40 characters, or with characters outside A-Z and 0-9, after normalising', () => {
    const issues = (typed: string) =>
      trackingNumber()
        .safeParse(typed)
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(issues('1z 5r8-9390 357567127')).toEqual([]);
    expect(trackingNumber().parse(' 1z 5r8-9390 357567127 ')).toBe('1Z5R89390357567127');
    expect(issues('12 34-567')).toEqual(['receiving.trackingTooShort']);
    expect(issues('A'.repeat(41))).toEqual(['receiving.trackingTooLong']);
    expect(issues('ABCD/1234')).toEqual(['receiving.trackingCharacters']);
    expect(issues('')).toEqual(['validation.required']);
  });
});
