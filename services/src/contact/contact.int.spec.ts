import type { ContactMessageView, Page } from '@cargo/contracts';
import { useTestApp } from '../testing/test-app';

describe('contact-us over HTTP', () => {
  const app = useTestApp();
  const message = { name: 'Nguyễn An', email: 'an@example.com', phone: '0901234567', message: 'Gửi 20 kg đi Sài Gòn giá bao nhiêu?' };

  it('takes a visitor message and shows it to staff, newest first, a page at a time', async () => {
    let position = '0';
    for (let n = 1; n <= 17; n += 1)
      position = (
        await app.anonymous
          .post('/api/contactus/add')
          .send({ ...message, name: `Visitor ${String.fromCharCode(64 + n)}` })
          .expect(201)
      ).body.position;
    const first: Page<ContactMessageView> = (await app.http.get('/api/contactus/get/').set('X-Min-Position', position).expect(200)).body;
    expect(first).toMatchObject({ total: 17, page: 0, pageSize: 15 });
    expect(first.items[0]).toMatchObject({ ...message, name: 'Visitor Q', dateCreated: expect.any(String) });
    const second: Page<ContactMessageView> = (await app.http.get('/api/contactus/get?page=1').expect(200)).body;
    expect(second.items.map((row) => row.name)).toEqual(['Visitor B', 'Visitor A']);
  });

  it('refuses a message without every field, an email without its shape, a text over its limit; only staff read them', async () => {
    const fields = async (body: object) =>
      (await app.anonymous.post('/api/contactus/add').send(body).expect(400)).body.fields.map(
        (field: { path: string; code: string }) => `${field.path}:${field.code}`,
      );
    expect(await fields({ name: '', email: 'an@example', phone: '', message: ' ' })).toEqual([
      'name:validation.required',
      'email:validation.emailFormat',
      'phone:validation.required',
      'message:validation.required',
    ]);
    expect(await fields({ ...message, message: 'x'.repeat(2001) })).toEqual(['message:validation.tooLong']);
    // The customer form's rules: a name of letters, a phone of 9 digits or more.
    expect(await fields({ ...message, name: 'R2-D2 <b>', phone: '09012345' })).toEqual([
      'name:validation.noSpecialCharacters',
      'phone:validation.phoneTooShort',
    ]);
    expect(await fields({ ...message, phone: '+84 90 123' })).toEqual(['phone:validation.onlyNumbers']);
    await app.anonymous.get('/api/contactus/get').expect(401);
    expect((await app.http.get('/api/contactus/get').expect(200)).body.total).toBe(0);
  });
});
