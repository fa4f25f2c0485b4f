import { customerSubject, formatDate, formatMoney, type Currency, type Language, type NotificationKind, type NotificationView } from '@cargo/contracts';
import type { MailMessage } from '../platform/mail/mailer';
import table from './notification-emails.json';

/** Who an email goes to, in which language, and what it needs beyond its outbox entry. */
export interface EmailRecipient {
  to: string;
  /** Customers: theirs; staff: null, and the email is in both languages (Vietnamese first). */
  language: Language | null;
  name: string | null;
  /** A shipment's status, by name. */
  status?: string;
  /** A payment's email: the codes of the invoices it paid. */
  invoices?: string;
  /** Staff emails about a customer's order: the customer's name, as staff see it. */
  customerName?: string;
  /** The one-click link (customer emails). */
  unsubscribeUrl?: string;
}

const LOCALE: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };

/**
 * Where each email's button leads in the web app. These are the web's routes (`/my/...` for the
 * customer's portal, the back office's under `/shipment/management`).
 */
const LINKS: Record<NotificationKind, (entry: NotificationView) => string> = {
  shipmentStatus: (entry) => `/my/shipments/${entry.subjectId}`,
  invoiceIssued: (entry) => `/my/invoices/${entry.subjectId}`,
  paymentRecorded: () => '/my/payments',
  orderPlacedForYou: (entry) => `/my/orders/${entry.subjectId}`,
  orderReceived: (entry) => `/my/orders/${entry.subjectId}`,
  // Its photos are on the customer's packages page.
  packageReceived: () => '/my/packages?tab=received',
  packageClaimRefused: () => '/my/packages?tab=claims',
  customerOrder: (entry) => `/shipment/management/order/${entry.subjectId}`,
  contactMessage: () => '/shipment/management/contact/us',
};

/** The email an outbox entry owes its recipient: subject, text and HTML, with its stable Message-ID. */
export function renderEmail(entry: NotificationView, recipient: EmailRecipient, appUrl: string): MailMessage {
  const languages: Language[] = recipient.language ? [recipient.language] : ['vi', 'en'];
  const link = `${appUrl}${LINKS[entry.kind](entry)}`;
  const parts = languages.map((language) => {
    const words = table[entry.kind][language];
    const common = table.common[language];
    const values = valuesOf(entry, recipient, language);
    return {
      subject: fill(words.subject, values),
      greeting: recipient.name ? fill(common.greeting, { name: recipient.name }) : common.staffGreeting,
      body: fill(words.body, values),
      link: words.link,
      unsubscribe: common.unsubscribe,
      signature: common.signature,
    };
  });
  const text = parts
    .map((part) =>
      [
        part.greeting,
        '',
        part.body,
        '',
        `${part.link}: ${link}`,
        ...(recipient.unsubscribeUrl ? ['', `${part.unsubscribe}: ${recipient.unsubscribeUrl}`] : []),
        '',
        part.signature,
      ].join('\n'),
    )
    .join('\n\n---\n\n');
  const html = parts
    .map(
      (part) =>
        `<p>${escape(part.greeting)}</p><p>${escape(part.body)}</p><p><a href="${escape(link)}">${escape(part.link)}</a></p>` +
        (recipient.unsubscribeUrl
          ? `<p style="font-size:12px;color:#666"><a href="${escape(recipient.unsubscribeUrl)}">${escape(part.unsubscribe)}</a></p>`
          : '') +
        `<p>${escape(part.signature)}</p>`,
    )
    .join('<hr>');
  // A staff email about a customer's order holds that customer's name as much as one to the customer does.
  const customerId = entry.customerId ?? (typeof entry.details.customerId === 'number' ? entry.details.customerId : null);
  return {
    to: recipient.to,
    subject: parts.map((part) => part.subject).join(' / '),
    text,
    html,
    messageId: `<${entry.id}@mtlcargo.notifications>`,
    unsubscribeUrl: recipient.unsubscribeUrl,
    ...(customerId !== null && { about: customerSubject(customerId) }),
  };
}

function valuesOf(entry: NotificationView, recipient: EmailRecipient, language: Language): Record<string, string> {
  const { details } = entry;
  const currency = details.currencyId as Currency | undefined;
  const money = (minor: unknown) => (currency && typeof minor === 'number' ? formatMoney(minor, currency, LOCALE[language]) : '');
  const day = (value: unknown) => (typeof value === 'string' ? formatDate(value, LOCALE[language]) : '');
  return {
    id: String(entry.subjectId),
    // An invoice by its code (S-00001); an entry made before codes were kept, by its number.
    code: typeof details.code === 'string' ? details.code : `#${entry.subjectId}`,
    tracking: String(details.trackingNumber || `#${entry.subjectId}`),
    status: recipient.status ?? '',
    date: day(details.invoiceDate ?? details.paymentDate),
    amount: money(details.total ?? details.amount),
    customer: recipient.customerName ?? `#${details.customerId ?? ''}`,
    photos: typeof details.photos === 'number' ? fill(table.common[language].photos, { count: String(details.photos) }) : '',
    digits: typeof details.lastDigits === 'string' ? details.lastDigits : '',
    reason: typeof details.reason === 'string' ? details.reason : '',
    paidFor: recipient.invoices ? fill(table.paymentRecorded[language].paidFor, { invoices: recipient.invoices }) : '',
  };
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
