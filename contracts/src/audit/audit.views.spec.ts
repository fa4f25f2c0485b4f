import { withoutSecrets } from './audit.views';

describe('an event as the audit log shows it', () => {
  it('hides secret fields at any depth, in objects and lists, and keeps the rest as it was', () => {
    const data = { email: 'a@b.vn', passwordHash: 'h', sessions: [{ id: 's1', tokenHash: 't' }], profile: { verificationTokenHash: 'v', name: 'An' } };
    expect(withoutSecrets(data)).toEqual({
      email: 'a@b.vn',
      passwordHash: '••••',
      sessions: [{ id: 's1', tokenHash: '••••' }],
      profile: { verificationTokenHash: '••••', name: 'An' },
    });
    expect(data.passwordHash).toBe('h');
  });

  it('gives data without a secret back as it is, copying nothing', () => {
    const data = { productId: 1, lines: [{ quantity: 2, note: null }], details: { title: 'Tea' } };
    expect(withoutSecrets(data)).toBe(data);
    expect(withoutSecrets(null)).toBeNull();
    expect(withoutSecrets('text')).toBe('text');
  });
});
