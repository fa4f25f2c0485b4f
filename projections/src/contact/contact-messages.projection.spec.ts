import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { contactMessagesProjection } from './contact-messages.projection';

const message = { name: 'Nguyễn An', email: 'an@example.com', phone: '0901234567', message: 'Gửi 20 kg đi Sài Gòn giá bao nhiêu?' };

describe('contact messages projection', () => {
  it('given a message a visitor sent, lists it as sent with the time it arrived', () => {
    const documents = project(contactMessagesProjection, recorded([{ type: 'ContactMessageReceived', data: { messageId: 3, message } }]));
    expect(documents.get('contact_messages/3')).toEqual({ ...message, id: 3, dateCreated: '2026-11-01T10:00:00.000Z' });
  });

  it('gives the same documents when every event is applied twice', () => {
    const events = recorded([
      { type: 'ContactMessageReceived', data: { messageId: 1, message } },
      { type: 'ContactMessageReceived', data: { messageId: 2, message: { ...message, name: 'Lê Bình' } } },
    ]);
    expect(project(contactMessagesProjection, eachTwice(events))).toEqual(project(contactMessagesProjection, events));
  });
});
