import { deciderSpec } from '../testing/decider-spec';
import { contactDecider } from './contact.decider';

const spec = deciderSpec(contactDecider);
const message = { name: 'Nguyễn An', email: 'an@example.com', phone: '0901234567', message: 'Giá gửi hàng đi Hà Nội?' };

describe('contact decider', () => {
  it('receives a visitor message as it was sent', () => {
    spec
      .given([])
      .when({ type: 'ReceiveContactMessage', data: { messageId: 1, message } })
      .then([{ type: 'ContactMessageReceived', data: { messageId: 1, message } }]);
  });

  it('never writes over a message already received', () => {
    spec
      .given([{ type: 'ContactMessageReceived', data: { messageId: 1, message } }])
      .when({ type: 'ReceiveContactMessage', data: { messageId: 1, message } })
      .thenThrows('error.concurrency');
  });
});
