import type { ContactEvent, ContactMessage } from '@cargo/contracts';
import { recordOnceDecider } from '../platform/write-model/record-once';

export type ContactCommand = { type: 'ReceiveContactMessage'; data: { messageId: number; message: ContactMessage } };

/** A contact message is written once and never changed: the business reads what the visitor sent. */
export const contactDecider = recordOnceDecider<ContactCommand, ContactEvent>(({ data }) => ({ type: 'ContactMessageReceived', data }));
