import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/connect';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * List search (docs/api.md "Lists"): a case-insensitive substring of any declared search field,
 * served by a trigram index per kind (src/server/db/kindIndexes.ts) so it does not read every record.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cms/auth/login',
    payload: { email: 'viewer@example.com', password: 'demo-password' },
  });
  token = res.json<{ data: { token: string } }>().data.token;
});
afterAll(() => t?.close());

async function search(term: string): Promise<string[]> {
  const path = t.app.registry.endpointsOf('event-zones').list!.path;
  const res = await t.as(token, { method: 'GET', url: `${path}?client_id=1&website_id=2&search=${encodeURIComponent(term)}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json<{ data: { zone_name: string }[] }>().data ?? []).map((z) => z.zone_name).sort();
}

describe('list search', () => {
  it.each([
    ['a word of the name, in any case', 'main STAGE', ['Main Stage']],
    ['a word of the location (another search field)', 'hall a,', ['Main Stage']],
    ['a term that spans the end of one field and the start of the next', 'stage hall', []],
    ['a percent sign, taken literally', '100%', []],
  ])('finds %s', async (_what, term, expected) => {
    expect(await search(term)).toEqual(expected);
  });

  it('has a trigram index for every kind that declares search fields', async () => {
    const kinds = t.app.registry.all().filter((d) => (d.list?.search.length ?? 0) > 0);
    const indexes = await rows<{ indexdef: string }>(t.database.db, sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'records'`);
    for (const decl of kinds) {
      expect(
        indexes.some((i) => i.indexdef.includes('gin_trgm_ops') && i.indexdef.includes(`kind = '${decl.kind}'`)),
        decl.kind,
      ).toBe(true);
    }
  });
});
