import { demoContext } from './resources/demoContext';
import type { Declaration } from '../../src/shared/registry';
import { loadDeclarations } from '../../src/server/declarations';
import { writableKinds } from './resources/contractSuite';
import { changed, sampleFor, scopeQuery } from './resources/sample';
import { decideAll } from './helpers/review';

type Doc = Record<string, unknown>;

/**
 * History and restore over every writable declaration (never a hand-written list): each save is a
 * version with who, when and its review outcome; a restore is a draft that goes through review,
 * and a deleted record comes back under its old id.
 */
const ctx = demoContext();

const call = (token: string, method: string, url: string, payload?: unknown) =>
  ctx.t.as(token, { method, url, payload: payload as object });

function target(decl: Declaration, id: number, extra: Doc = {}): Doc {
  const site = ctx.websiteFor(decl);
  return { client_id: 1, ...(site === null ? {} : { website_id: site }), kind: decl.kind, id, ...extra };
}

const history = (token: string, decl: Declaration, id: number) =>
  call(token, 'GET', `/api/cms/vcs/history?${scopeQuery(ctx, decl, { kind: decl.kind, id })}`);

async function publish(decl: Declaration) {
  const res = await decideAll(
    ctx.t,
    ctx.tokens.checker,
    'publish',
    Object.fromEntries(new URLSearchParams(scopeQuery(ctx, decl, { asset_type_name: decl.area }))),
  );
  expect(res.statusCode, res.body).toBe(200);
}

async function working(decl: Declaration, id: number): Promise<Doc | undefined> {
  const list = ctx.registry.endpointsOf(decl.kind).list!;
  const res = await call(ctx.tokens.viewer, 'GET', `${list.path}?${scopeQuery(ctx, decl, { id })}`);
  return (res.json().data as Doc[])[0];
}

describe.each(writableKinds(loadDeclarations().all()))('%s', (_kind, decl) => {
  it('keeps every version with who, when and the outcome, and restores one — even of a deleted record — as a draft for review', async () => {
    const endpoints = ctx.registry.endpointsOf(decl.kind);
    const body = await sampleFor(ctx, decl, 'hist');
    const made = await call(ctx.tokens.maker, endpoints.create!.method, `${endpoints.create!.path}?${scopeQuery(ctx, decl)}`, body);
    expect(made.statusCode, made.body).toBe(201);
    const id = Number(made.json().data[decl.id]);
    await publish(decl);

    const edit = changed(decl, body, 'v2');
    const update = endpoints.update!;
    const path = update.path.replace('{id}', String(id));
    const saved = await call(ctx.tokens.maker, update.method, `${path}?${scopeQuery(ctx, decl)}`, { ...edit, [decl.id]: id, version: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    await publish(decl);
    const del = endpoints.delete!;
    const gone = await call(
      ctx.tokens.maker,
      del.method,
      `${del.path.replace('{id}', String(id))}?${scopeQuery(ctx, decl, { [decl.id]: id, version: 4 })}`,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    await publish(decl);
    expect(await working(decl, id)).toBeUndefined();

    // A viewer reads it: newest first, each published, with the maker's name and the display field's change.
    const read = await history(ctx.tokens.viewer, decl, id);
    expect(read.statusCode, read.body).toBe(200);
    const versions = read.json().data as Doc[];
    expect(versions.map((v) => [v.version, v.action, v.status, v.by])).toEqual([
      [3, 'DELETE', 'live', 'Manish Maker'],
      [2, 'UPDATE', 'live', 'Manish Maker'],
      [1, 'CREATE', 'live', 'Manish Maker'],
    ]);
    expect(versions[1]).toMatchObject({ review: { by: 'Chitra Checker' } });
    if (body[decl.display] !== edit[decl.display]) {
      expect(versions[1]?.changes).toContainEqual({ field: decl.display, from: body[decl.display], to: edit[decl.display] });
    }

    // Refusals: the viewer may not restore, another client sees nothing, a deletion is no content.
    const restore = (token: string, version: number) => call(token, 'POST', '/api/cms/vcs/restore', target(decl, id, { version }));
    expect((await restore(ctx.tokens.viewer, 2)).statusCode).toBe(403);
    expect((await call(ctx.tokens.other, 'POST', '/api/cms/vcs/restore', target(decl, id, { version: 2 }))).statusCode).toBe(403);
    expect((await history(ctx.tokens.other, decl, id)).statusCode).toBe(403);
    expect((await restore(ctx.tokens.maker, 9)).statusCode).toBe(404);
    const deletion = await restore(ctx.tokens.maker, 3);
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json().error.message).toMatch(/deletion/);

    // Restoring the deleted record brings version 2 back as a pending create under its old id.
    const back = await restore(ctx.tokens.maker, 2);
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data).toMatchObject({ [decl.id]: id, pending_action: 'CREATE', status: 'pendingreview' });
    expect((await working(decl, id))?.[decl.display]).toEqual(edit[decl.display]);
    // Four eyes hold: the maker who restored it may not publish it; a checker does.
    await publish(decl);
    expect(await working(decl, id)).toMatchObject({ is_live: true, [decl.display]: edit[decl.display] });
    const after = (await history(ctx.tokens.viewer, decl, id)).json().data as Doc[];
    expect(after[0]).toMatchObject({ version: 4, action: 'CREATE', status: 'live' });
  });
});

describe('history refuses what no client may ask', () => {
  it.each([
    [
      'an undeclared kind, naming the closest one',
      'kind=coursez&id=1&website_id=1&client_id=1',
      /kind "coursez" is not declared \(did you mean "courses"\?\)/,
    ],
    ['a missing id', 'kind=courses&website_id=1&client_id=1', /id/],
    ['a website kind without its website', 'kind=courses&id=1&client_id=1', /website_id is required/],
  ])('%s', async (_case, query, message) => {
    const res = await call(ctx.tokens.viewer, 'GET', `/api/cms/vcs/history?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });
});

describe('two restores of one deleted record at once', () => {
  it('bring it back once: one pending create, the other told there is nothing left to restore, never a 500', async () => {
    const [, decl] = writableKinds(loadDeclarations().all())[0]!;
    const endpoints = ctx.registry.endpointsOf(decl.kind);
    const made = await call(
      ctx.tokens.maker,
      endpoints.create!.method,
      `${endpoints.create!.path}?${scopeQuery(ctx, decl)}`,
      await sampleFor(ctx, decl, 'twice'),
    );
    const id = Number(made.json().data[decl.id]);
    await publish(decl);
    const del = endpoints.delete!;
    await call(
      ctx.tokens.maker,
      del.method,
      `${del.path.replace('{id}', String(id))}?${scopeQuery(ctx, decl, { [decl.id]: id, version: 2 })}`,
    );
    await publish(decl);

    const both = await Promise.all(
      [1, 1].map((version) => call(ctx.tokens.maker, 'POST', '/api/cms/vcs/restore', target(decl, id, { version }))),
    );
    // One brings it back; the other then finds the record holding that very version: nothing to restore.
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().error.code).toBe('NOTHING_TO_RESTORE');
    const blocks = await call(ctx.tokens.checker, 'GET', `/api/cms/vcs/blocks?${scopeQuery(ctx, decl, { asset_type_name: decl.area })}`);
    expect((blocks.json().data as Doc[]).filter((b) => b.record_id === id)).toMatchObject([{ action: 'CREATE', status: 'pendingreview' }]);
  });
});
