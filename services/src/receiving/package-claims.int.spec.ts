import type { CommandReceipt, NotificationView, Page, PackageClaimReview, PackageClaimView, PackageView, ReceivingFileUploaded } from '@cargo/contracts';
import { mailsTo } from '../testing/outbox';
import { givenCustomerUser, useTestApp } from '../testing/test-app';
import { NotificationSender } from '../notifications/notification-sender';

const after = (position: string) => ({ 'X-Min-Position': position });
const measured = { weight: 325, length: 12, width: 10, height: 6, bin: 'U-01' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');

describe('claims of unknown packages over HTTP', () => {
  // The sender runs only when the test says.
  const app = useTestApp({ staffEmails: ['staff@test.local'], notifyEveryMs: 3_600_000 });

  it("a customer claims an unknown package by its last 6 digits and a proof; staff see the packages it may be for and approve it: the package is the customer's", async () => {
    const lan = await givenCustomerUser(app, 'lan@test.local', 'Lan');
    const binh = await givenCustomerUser(app, 'binh@test.local', 'Bình');
    const unknown: CommandReceipt = (
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: '1Z5R89390357567127', labelName: 'L. NGUYEN', labelAddress: '12 Main St', ...measured })
        .expect(201)
    ).body;
    const other: CommandReceipt = (
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: 'TBA123456789012', labelName: 'X', ...measured })
        .expect(201)
    ).body;

    const [proof]: ReceivingFileUploaded[] = (await lan.agent.post('/api/package/file/upload').attach('files', PDF, 'receipt.pdf').expect(201)).body;
    // Bad input: too few digits, no proof; each a 400 that names the field, and nothing is recorded.
    const short = await lan.agent.post('/api/package/claim/add').send({ lastDigits: '5671', fileId: proof.fileId }).expect(400);
    expect(short.body.fields).toEqual([expect.objectContaining({ path: 'lastDigits', code: 'receiving.claimDigits' })]);
    const noProof = await lan.agent.post('/api/package/claim/add').send({ lastDigits: '567127' }).expect(400);
    expect(noProof.body.fields).toEqual([expect.objectContaining({ path: 'fileId', code: 'receiving.proofRequired' })]);

    // Spaces and case as a customer types them.
    const claim: CommandReceipt = (
      await lan.agent.post('/api/package/claim/add').send({ lastDigits: '567 127', fileId: proof.fileId, note: 'Amazon order' }).expect(201)
    ).body;
    const mine: Page<PackageClaimView> = (await lan.agent.get('/api/package/claim/get').set(after(claim.position)).expect(200)).body;
    expect(mine.items).toMatchObject([{ id: claim.id, customerId: lan.customerId, lastDigits: '567127', state: 'pending', note: 'Amazon order' }]);
    expect(mine.total).toBe(1);
    // The customer sees their claim, never the unknown packages (their labels name people); another customer sees nothing of it.
    expect(((await lan.agent.get(`/api/package/claim/get/by/id/${claim.id}`).expect(200)).body as PackageClaimReview).candidates).toEqual([]);
    await binh.agent.get(`/api/package/claim/get/by/id/${claim.id}`).expect(404);
    expect(((await binh.agent.get('/api/package/claim/get').expect(200)).body as Page<PackageClaimView>).total).toBe(0);
    await lan.agent.get(`/api/package/file/${proof.fileId}`).expect(200);
    await binh.agent.get(`/api/package/file/${proof.fileId}`).expect(404);
    await lan.agent.post('/api/package/claim/approve').send({ id: claim.id, packageId: unknown.id }).expect(403);

    // Staff: the unknown packages whose numbers end in the digits.
    const review: PackageClaimReview = (await app.http.get(`/api/package/claim/get/by/id/${claim.id}`).expect(200)).body;
    expect(review.candidates.map((pkg) => [pkg.id, pkg.trackingNumber, pkg.label?.name])).toEqual([[unknown.id, '1Z5R89390357567127', 'L. NGUYEN']]);
    expect((await app.http.post('/api/package/claim/approve').send({ id: claim.id, packageId: other.id }).expect(409)).body.code).toBe(
      'receiving.claimOtherDigits',
    );
    const approved: CommandReceipt = (await app.http.post('/api/package/claim/approve').send({ id: claim.id, packageId: unknown.id }).expect(201)).body;
    const owned: PackageView = (await lan.agent.get(`/api/package/get/by/id/${unknown.id}`).set(after(approved.position)).expect(200)).body;
    expect([owned.state, owned.customerId]).toEqual(['received', lan.customerId]);
    expect((await lan.agent.get(`/api/package/claim/get/by/id/${claim.id}`).expect(200)).body).toMatchObject({ state: 'approved', packageId: unknown.id });
    // The same approval again changes nothing; a second claim of the package cannot win it.
    await app.http.post('/api/package/claim/approve').send({ id: claim.id, packageId: unknown.id }).expect(201);
    const [binhProof]: ReceivingFileUploaded[] = (await binh.agent.post('/api/package/file/upload').attach('files', PDF, 'mine.pdf').expect(201)).body;
    const late: CommandReceipt = (await binh.agent.post('/api/package/claim/add').send({ lastDigits: '567127', fileId: binhProof.fileId }).expect(201)).body;
    expect((await app.http.post('/api/package/claim/approve').send({ id: late.id, packageId: unknown.id }).expect(409)).body.code).toBe('receiving.notUnknown');
    expect(((await binh.agent.get(`/api/package/claim/get/by/id/${late.id}`).expect(200)).body as PackageClaimView).state).toBe('pending');
  });

  it('staff refuse a claim with a reason: the customer is emailed it, and the claim cannot be approved after', async () => {
    const cam = await givenCustomerUser(app, 'cam@test.local', 'Cẩm');
    const unknown: CommandReceipt = (
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: '9400111899223344556677', labelName: 'C', ...measured })
        .expect(201)
    ).body;
    const [proof]: ReceivingFileUploaded[] = (await cam.agent.post('/api/package/file/upload').attach('files', PDF, 'receipt.pdf').expect(201)).body;
    const claim: CommandReceipt = (await cam.agent.post('/api/package/claim/add').send({ lastDigits: '556677', fileId: proof.fileId }).expect(201)).body;
    await app.http.post('/api/package/claim/refuse').send({ id: claim.id, reason: '' }).expect(400);
    const refused: CommandReceipt = (
      await app.http.post('/api/package/claim/refuse').send({ id: claim.id, reason: 'The receipt is for another order' }).expect(201)
    ).body;
    expect((await app.http.post('/api/package/claim/approve').send({ id: claim.id, packageId: unknown.id }).expect(409)).body.code).toBe(
      'receiving.claimDecided',
    );
    await app.http.post('/api/package/claim/refuse').send({ id: 999, reason: 'x' }).expect(404);

    const owed: NotificationView[] = (await app.http.get('/api/notification/get?kind=packageClaimRefused').set(after(refused.position)).expect(200)).body.items;
    expect(owed.map((entry) => [entry.customerId, entry.details.lastDigits, entry.details.reason])).toEqual([
      [cam.customerId, '556677', 'The receipt is for another order'],
    ]);
    expect(await app.app.get(NotificationSender).sendDue()).toBeGreaterThanOrEqual(1);
    const mail = mailsTo(app.config.dataDir, 'cam@test.local').join('\n');
    expect(mail).toMatch(/556677/);
    expect(mail).toMatch(/The receipt is for another order/);
    expect(mail).toMatch(/\/my\/packages\?tab=claims/);
    // The package is still unknown, waiting for its owner.
    expect((await app.http.get(`/api/package/get/by/id/${unknown.id}`).expect(200)).body.state).toBe('unknown');
  });
});
