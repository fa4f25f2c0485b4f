import { labelCode, readScan, trackingAddress } from './scan-code';

describe('what a label encodes and what a scan names', () => {
  it('encodes the tracking number, or #id for a shipment without one', () => {
    expect(labelCode({ id: 7, mtlTracking: ' MTL-1 ' })).toBe('MTL-1');
    expect(labelCode({ id: 7, mtlTracking: '' })).toBe('#7');
  });

  it('reads back every code a label carries: the barcode, the QR code address, and #id', () => {
    for (const number of ['MTL-1', 'VN 2026/11 #3', 'ĐH-ÂU']) {
      expect(readScan(labelCode({ id: 1, mtlTracking: number }))).toEqual({ kind: 'tracking', number });
      expect(readScan(trackingAddress('https://mtlcargo.example', number))).toEqual({ kind: 'tracking', number });
    }
    expect(readScan(labelCode({ id: 42, mtlTracking: '' }))).toEqual({ kind: 'id', id: 42 });
  });

  it('takes a typed number as it is, trimmed, and nothing from blanks', () => {
    expect(readScan('  abc-9 ')).toEqual({ kind: 'tracking', number: 'abc-9' });
    expect(readScan('   ')).toBeNull();
    expect(readScan('#12345678901')).toEqual({ kind: 'tracking', number: '#12345678901' });
  });
});
