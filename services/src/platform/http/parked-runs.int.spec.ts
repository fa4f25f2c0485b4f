import { ensureUser } from '../../identity/bootstrap';
import { useTestApp } from '../../testing/test-app';
import { metadataFor } from '../write-model/aggregate-repository';
import { workflowStream, type WorkflowParked, type WorkflowStarted } from '../write-model/workflow';

/** A run the resumer parked, as its stream records it, on root's health and retried by root (the resumer's own spec parks one for real). */
describe("parked runs on root's health", () => {
  const app = useTestApp();

  it('lists a parked run with its error to root, takes root’s retry once, and refuses it to staff and to a run that is not parked', async () => {
    const stream = workflowStream('place-order', 'stuck');
    const context = { actor: 'system', correlationId: 'spec', causationId: null };
    const started: WorkflowStarted = { workflow: 'place-order', input: { orderId: 999_999, plan: [] } };
    const parked: WorkflowParked = { error: 'inventory.releaseExceedsReservation', attempts: 5 };
    await app.infrastructure.eventStore.append(
      stream,
      [
        { type: 'WorkflowStarted', data: started, metadata: metadataFor(context) },
        { type: 'WorkflowParked', data: parked, metadata: metadataFor(context) },
      ],
      'no_stream',
    );
    const health = async () => (await app.http.get('/api/health').expect(200)).body as { workflows: { parked: { stream: string; error: string }[] } };
    expect((await health()).workflows.parked).toEqual([{ stream, error: 'inventory.releaseExceedsReservation', attempts: 5, parkedAt: expect.any(String) }]);

    await ensureUser(app.app, { role: 'admin', email: 'admin@test.local', password: 'Admin#secret1' }, { first: 'Quan', last: 'Ly' });
    const admin = app.as(await app.login('admin@test.local', 'Admin#secret1'));
    expect((await admin.post('/api/health/workflows/retry').send({ stream }).expect(403)).body.code).toBe('error.forbidden');

    expect((await app.http.post('/api/health/workflows/retry').send({ stream }).expect(200)).body).toEqual({ stream });
    expect((await health()).workflows.parked).toEqual([]);
    expect((await app.http.post('/api/health/workflows/retry').send({ stream }).set('Accept-Language', 'vi').expect(404)).body.code).toBe('error.notFound');
    expect((await app.http.post('/api/health/workflows/retry').send({ stream: 'not a run' }).expect(400)).body.fields[0].path).toBe('stream');
  });
});
