import { createTestApp, type TestApp } from './helpers/testApp';

/** /healthz tells a load balancer whether this node can serve: 200 with its database, 503 without. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers 200 without a session while the database answers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});

it('answers 503 when the database does not', async () => {
  const db = t.app.database.db;
  const original = db.execute.bind(db);
  db.execute = (() => Promise.reject(new Error('connection lost'))) as unknown as typeof db.execute;
  try {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  } finally {
    db.execute = original;
  }
});
