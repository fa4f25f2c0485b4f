import { TRACKING_MAX } from '@cargo/contracts';

/**
 * What a shipment's label encodes: its tracking number (the QR code: the public tracking page of it);
 * a shipment without one, `#{id}`, which only the back office's scanner reads.
 */
export const labelCode = (shipment: { id: number; mtlTracking: string }): string => shipment.mtlTracking.trim() || `#${shipment.id}`;

/** The public tracking page of a number, as the QR code carries it (a phone's camera opens it). */
export const trackingAddress = (origin: string, number: string): string => `${origin}/tracking/${encodeURIComponent(number)}`;

export type ScannedCode = { kind: 'tracking'; number: string } | { kind: 'id'; id: number };

/** What a scanned text names: a tracking page's address, `#{id}`, or a tracking number typed or read. Null for nothing. */
export function readScan(text: string): ScannedCode | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const address = /\/tracking\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(trimmed);
  if (address) {
    try {
      return tracking(decodeURIComponent(address[1]));
    } catch {
      return tracking(address[1]);
    }
  }
  const id = /^#(\d{1,9})$/.exec(trimmed);
  if (id) return { kind: 'id', id: Number(id[1]) };
  return tracking(trimmed);
}

const tracking = (number: string): ScannedCode | null => {
  const trimmed = number.trim().slice(0, TRACKING_MAX);
  return trimmed === '' ? null : { kind: 'tracking', number: trimmed };
};
