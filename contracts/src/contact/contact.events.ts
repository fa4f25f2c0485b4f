import { z } from 'zod';
import type { DomainEvent } from '../platform/envelope';
import { queryPagingSchema } from '../platform/paging';
import { EMAIL, personName, phoneNumber, requiredText, TEXT_MAX } from '../platform/schema-helpers';

export const contactMessageStream = (messageId: number) => `contactmessage-${messageId}`;

/** The contact form: all four fields are required; the name and phone follow the customer form's rules. */
export const contactMessageSchema = z.object({
  name: personName(),
  email: requiredText(TEXT_MAX.email).refine((email) => email === '' || EMAIL.test(email), 'validation.emailFormat'),
  phone: phoneNumber(),
  message: requiredText(TEXT_MAX.message),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** A visitor wrote to the business; the message is kept as sent. */
export type ContactMessageReceived = DomainEvent<'ContactMessageReceived', { messageId: number; message: ContactMessage }>;
export type ContactEvent = ContactMessageReceived;

export interface ContactMessageView extends ContactMessage {
  id: number;
  dateCreated: string;
}

/** The Contact-Us list (query string): newest first, a page at a time. */
export const contactQuerySchema = queryPagingSchema;
