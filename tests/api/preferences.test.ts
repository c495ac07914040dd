import { MAX_PREFERENCES } from '../../src/shared/rules/preferences';
import { createTestApp, type TestApp } from './helpers/testApp';
import { demoTokens } from './resources/sample';

/**
 * What a user keeps of the console for themselves (issue 33: columns and saved views per user):
 * kept on the server, so it follows them to any device, answered with the session, and theirs alone.
 */
let t: TestApp;
let maker: string;
let checker: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ maker, checker } = await demoTokens(t));
});
afterAll(() => t.close());

const put = (token: string, payload: unknown) => t.as(token, { method: 'PUT', url: '/api/client/preferences', payload: payload as object });
const preferencesOf = async (token: string) =>
  (await t.as(token, { method: 'GET', url: '/api/client/session' })).json<{ data: { preferences: Record<string, string> } }>().data
    .preferences;

describe('a user’s console settings', () => {
  it('keeps a value under a key, answers it with the session, changes it and forgets it', async () => {
    const kept = await put(maker, { key: 'columns.event-zones', value: '["zone_name","zone_color"]' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await preferencesOf(maker)).toMatchObject({ 'columns.event-zones': '["zone_name","zone_color"]' });
    await put(maker, { key: 'columns.event-zones', value: '["zone_color"]' });
    expect((await preferencesOf(maker))['columns.event-zones']).toBe('["zone_color"]');
    expect((await put(maker, { key: 'columns.event-zones', value: null })).statusCode).toBe(200);
    expect(await preferencesOf(maker)).not.toHaveProperty('columns.event-zones');
  });

  it('are the user’s alone: another user of the same client sees none of them', async () => {
    await put(maker, { key: 'views.courses', value: '[{"name":"Mine","query":"q=data"}]' });
    expect(await preferencesOf(checker)).not.toHaveProperty('views.courses');
  });

  it.each([
    ['a key that is not word.name', { key: 'Columns/zones', value: 'x' }, /key/],
    ['a value over the longest', { key: 'views.courses', value: 'x'.repeat(16_001) }, /value/],
    ['a value with NUL', { key: 'views.courses', value: 'a\u0000b' }, /value|NUL|character/i],
    ['a value that is not text', { key: 'views.courses', value: { deep: [[[]]] } }, /value/],
    ['a field besides key and value', { key: 'views.courses', value: 'x', user_id: 1 }, /user_id|additional/],
  ])('refuses %s with a 400 naming the problem', async (_sentence, body, named) => {
    const res = await put(maker, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(named);
  });

  it('asks for a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/client/preferences', payload: { key: 'views.courses', value: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_PREFERENCES} keys, even when new ones arrive at once; a kept key still changes`, async () => {
    const held = Object.keys(await preferencesOf(checker)).length;
    for (let i = held; i < MAX_PREFERENCES - 3; i++) await put(checker, { key: `views.kind-${i}`, value: 'x' });
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => put(checker, { key: `views.burst-${i}`, value: 'x' })));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = burst.find((r) => r.statusCode === 400)!;
    expect(refused.json().error).toMatchObject({ code: 'PREFERENCES_FULL' });
    expect(Object.keys(await preferencesOf(checker))).toHaveLength(MAX_PREFERENCES);
    expect((await put(checker, { key: 'views.burst-0', value: 'y' })).statusCode).toBe(200);
  });
});
