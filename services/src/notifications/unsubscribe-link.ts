import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CustomerNotificationKind } from '@cargo/contracts';

/**
 * The signature that makes an unsubscribe link work without signing in: an HMAC of the customer and
 * the kind under the server's secret, so a link turns off only what it was sent for. Rotating
 * `JWT_SECRET` retires the links already sent (the portal's choices still work).
 */
export function unsubscribeToken(secret: string, customerId: number, kind: CustomerNotificationKind): string {
  return createHmac('sha256', secret).update(`unsubscribe:${customerId}:${kind}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, customerId: number, kind: CustomerNotificationKind, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, customerId, kind));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An email's unsubscribe link. Opened in a browser it is the web app's page, which unsubscribes and
 * leads on to every choice; a mail client's own Unsubscribe button posts to the same address
 * (RFC 8058 one-click, `UnsubscribeLinkController`).
 */
export function unsubscribeUrl(appUrl: string, secret: string, customerId: number, kind: CustomerNotificationKind): string {
  return `${appUrl}/unsubscribe?customer=${customerId}&kind=${kind}&token=${unsubscribeToken(secret, customerId, kind)}`;
}
