import { SITE_BY_USECASE } from './resources/sample';
import { and, count, eq } from 'drizzle-orm';
import { loadDeclarations } from '../../src/server/declarations';
import { changeBlocks, records } from '../../src/server/db/schema';
import { USE_CASES } from '../../src/shared/enums';
import type { Declaration } from '../../src/shared/registry';
import { kindFitsUseCase } from '../../src/shared/rules/useCaseFit';
import { createTestApp, type TestApp } from './helpers/testApp';
import { first } from '../helpers/first';
import { decideAll } from './helpers/review';

/**
 * A kind exists only on websites of the use cases it lists: every call of it on another website
 * answers 404 naming the kind and the use case, and writes nothing. Loops over every declaration.
 */
const registry = loadDeclarations();
const SITE = SITE_BY_USECASE;
const websiteKinds = registry.all().filter((d) => d.scope === 'website');
const cases = websiteKinds.flatMap((d) => USE_CASES.map((u) => [d.kind, u, kindFitsUseCase(d, u), d] as const));

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@example.com');
});
afterAll(() => t.close());

async function rowsOf(decl: Declaration, websiteId: number): Promise<number> {
  const { n } = first(
    await t.database.db
      .select({ n: count() })
      .from(records)
      .where(and(eq(records.kind, decl.kind), eq(records.websiteId, websiteId))),
  );
  return n;
}

describe.each(cases)('%s on a %s website', (_kind, useCase, fits, decl) => {
  const site = SITE[useCase];
  const ends = registry.endpointsOf(decl.kind);
  const url = (slot: string, extra = '') => `${ends[slot]!.path.replace('{id}', '1')}?client_id=1&website_id=${site}${extra}`;

  it(fits ? 'is served' : 'is refused on every call, naming the kind and the use case, writing nothing', async () => {
    const before = await rowsOf(decl, site);
    const reads = (['list', 'flat', 'read'] as const).filter((s) => ends[s]);
    const writes = (['create', 'update', 'delete'] as const).filter((s) => ends[s]);
    for (const slot of [...reads, ...writes]) {
      const e = ends[slot]!;
      const res = await t.as(owner, {
        method: e.method,
        url: url(slot, slot === 'delete' || slot === 'read' ? `&${decl.id}=1` : ''),
        payload: e.method === 'GET' || e.method === 'DELETE' ? undefined : {},
      });
      if (fits) {
        expect(res.json().error?.code, `${slot} ${res.body}`).not.toBe('KIND_NOT_FOR_USE_CASE');
      } else {
        expect(res.statusCode, `${slot} ${res.body}`).toBe(404);
        expect(res.json().error.message).toBe(`${decl.label.many} are not part of ${useCase} websites; this website has none.`);
      }
    }
    expect(await rowsOf(decl, site)).toBe(before);
  });
});

it('refuses to publish a change-set holding a kind the website does not have, and publishes nothing', async () => {
  const decl = websiteKinds.find((d) => d.useCases !== 'ALL' && !d.useCases.includes('EDU') && d.area === 'ENTITY')!;
  const rec = first(
    await t.database.db
      .insert(records)
      .values({ kind: decl.kind, recordId: 990001, clientId: 1, websiteId: SITE.EDU, draft: { stale: true }, version: 1 })
      .returning(),
  );
  await t.database.db.insert(changeBlocks).values({
    clientId: 1,
    websiteId: SITE.EDU,
    assetType: decl.area,
    kind: decl.kind,
    recordId: rec.recordId,
    changeLogType: decl.changeLogType,
    action: 'CREATE',
    after: { stale: true },
    createdBy: 2,
  });
  const checker = await t.login('checker@example.com');
  const res = await decideAll(t, checker, 'publish', { client_id: 1, website_id: SITE.EDU, asset_type_name: decl.area });
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json().error.message).toContain(decl.label.many);
  const block = first(await t.database.db.select().from(changeBlocks).where(eq(changeBlocks.recordId, rec.recordId)));
  expect(block.status).toBe('pendingreview');
});
