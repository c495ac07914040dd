import { demoContext } from './resources/demoContext';
import { parse } from 'csv-parse/sync';
import type { Declaration } from '../../src/shared/registry';
import { loadDeclarations } from '../../src/server/declarations';
import { csvColumns } from '../../src/server/csv/csvColumns';
import { withoutReadOnly } from '../../src/shared/rules/readOnlyFields';
import { writableKinds } from './resources/contractSuite';
import { changed, sampleFor, scopeQuery } from './resources/sample';

type Doc = Record<string, unknown>;

/**
 * CSV export and import over every writable declaration (never a hand-written list): the export
 * is every matching row with a header of field names; the import reads the same file back as
 * drafts for review, all or nothing.
 */
const ctx = demoContext();

const exportOf = (token: string, decl: Declaration, extra: Record<string, string | number> = {}) =>
  ctx.t.as(token, {
    method: 'GET',
    url: `${ctx.registry.endpointsOf(decl.kind).list!.path}?${scopeQuery(ctx, decl, { format: 'csv', ...extra })}`,
  });

const importAs = (token: string, decl: Declaration, csv: string) =>
  ctx.t.as(token, {
    method: 'POST',
    url: `/api/cms/import?${scopeQuery(ctx, decl, { kind: decl.kind })}`,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });

const table = (csv: string) => parse(csv, { bom: true });
const line = (cells: string[]) => `${cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`;

async function created(decl: Declaration, variant: string): Promise<{ id: number; body: Doc }> {
  const create = ctx.registry.endpointsOf(decl.kind).create!;
  const body = await sampleFor(ctx, decl, variant);
  const res = await ctx.t.as(ctx.tokens.maker, { method: create.method, url: `${create.path}?${scopeQuery(ctx, decl)}`, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: Number(res.json().data[decl.id]), body };
}

async function working(decl: Declaration, id: number): Promise<Doc | undefined> {
  const res = await ctx.t.as(ctx.tokens.viewer, {
    method: 'GET',
    url: `${ctx.registry.endpointsOf(decl.kind).list!.path}?${scopeQuery(ctx, decl, { id })}`,
  });
  return (res.json().data as Doc[])[0];
}

describe.each(writableKinds(loadDeclarations().all()))('%s', (_kind, decl) => {
  it('exports the matching rows under a header of field names, and imports the edited file back as a draft', async () => {
    const { id, body } = await created(decl, 'csv');
    const res = await exportOf(ctx.tokens.viewer, decl, { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${decl.kind}-\\d{4}-\\d\\d-\\d\\d\\.csv"`));
    const [header, ...rows] = table(res.body);
    expect(header).toEqual(csvColumns(decl));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row[0]).toBe(String(id));

    // The same file, the display field edited, comes back as an update of that record's draft.
    const edit = changed(decl, body, 'csv2');
    const at = header!.indexOf(decl.display);
    if (at >= 0 && typeof edit[decl.display] === 'string') row[at] = String(edit[decl.display]);
    const back = await importAs(ctx.tokens.maker, decl, line(header!) + line(row));
    expect(back.statusCode, back.body).toBe(200);
    // A kind whose display field is no text comes back as it went: the same row is no change.
    const edited = at >= 0 && typeof edit[decl.display] === 'string';
    expect(back.json().data).toEqual({ created: 0, updated: edited ? 1 : 0, unchanged: edited ? 0 : 1 });
    expect((await working(decl, id))?.[decl.display]).toEqual(at >= 0 ? edit[decl.display] : body[decl.display]);

    // Without its id the row is a new record; the viewer and another client may not import.
    // The server's own fields (website, an owned record's id) are left for it to set on a new record.
    const fresh = row.map((cell, c) => {
      const name = header![c]!;
      const field = decl.schema.properties[name];
      if (c === 0 || field?.readOnly || field?.['x-derived']) return '';
      if (field?.type !== 'object' || cell === '') return cell;
      return JSON.stringify(withoutReadOnly(decl, { [name]: JSON.parse(cell) })[name]);
    });
    expect((await importAs(ctx.tokens.viewer, decl, line(header!) + line(fresh))).statusCode).toBe(403);
    expect(
      (
        await ctx.t.as(ctx.tokens.other, {
          method: 'POST',
          url: `/api/cms/import?client_id=1&kind=${decl.kind}`,
          headers: { 'content-type': 'text/csv' },
          payload: line(header!),
        })
      ).statusCode,
    ).toBe(403);
    const before = (await exportOf(ctx.tokens.viewer, decl)).body.split('\r\n').length;
    const made = await importAs(ctx.tokens.maker, decl, line(header!) + line(fresh));
    // A kind with a unique field (a SKU) refuses a second copy of the same row: that is its rule, tested elsewhere.
    if (!Object.values(decl.schema.properties).some((f) => f['x-unique'])) {
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().data).toEqual({ created: 1, updated: 0, unchanged: 0 });
      expect((await exportOf(ctx.tokens.viewer, decl)).body.split('\r\n').length).toBe(before + 1);
    }
  });
});

describe('an import is all or nothing, and says every problem where it is', () => {
  const decl = () => ctx.registry.get('event-zones');

  it('refuses a file with one bad row, writing none of the good ones', async () => {
    const header = csvColumns(decl());
    const cells = (name: string, capacity: string) => header.map((c) => (c === 'zone_name' ? name : c === 'zone_capacity' ? capacity : ''));
    const before = (await exportOf(ctx.tokens.viewer, decl())).body;
    const res = await importAs(
      ctx.tokens.maker,
      decl(),
      line(header) + line(cells('Hall CSV One', '50')) + line(cells('Hall CSV Two', 'lots')) + line(cells('X', '0')),
    );
    expect(res.statusCode, res.body).toBe(400);
    const problems = res.json().error.details.problems as { row: number; column: string; message: string }[];
    expect(problems).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'zone_capacity', message: '"lots" is not a number.' },
        expect.objectContaining({ row: 4, column: 'zone_name' }),
        expect.objectContaining({ row: 4, column: 'zone_capacity' }),
      ]),
    );
    expect(res.json().error.message).toMatch(/^Nothing was imported: 3 problems/);
    expect((await exportOf(ctx.tokens.viewer, decl())).body).toBe(before);
  });

  it('previews with dry_run: the counts a real import would give, and nothing written', async () => {
    const before = (await exportOf(ctx.tokens.viewer, decl())).body;
    const res = await ctx.t.as(ctx.tokens.maker, {
      method: 'POST',
      url: `/api/cms/import?${scopeQuery(ctx, decl(), { kind: 'event-zones', dry_run: 'true' })}`,
      headers: { 'content-type': 'text/csv' },
      payload: 'zone_name,zone_capacity\r\nHall Preview,12\r\n',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect((await exportOf(ctx.tokens.viewer, decl())).body).toBe(before);
  });

  it.each([
    ['an unknown column, named', 'zone_nam\r\nHall\r\n', { row: 1, column: 'zone_nam' }],
    ['a NUL inside a cell', 'zone_name,zone_capacity\r\nHall\u0000A,10\r\n', { row: 2, column: 'zone_name' }],
    ['an id that is no number', 'zone_id,zone_name,zone_capacity,version\r\nabc,Hall,10,1\r\n', { row: 2, column: 'zone_id' }],
    ['a change without the version it was made from', 'zone_id,zone_name,zone_capacity\r\n5,Hall,10\r\n', { row: 2, column: 'version' }],
    ['an unclosed quote', 'zone_name\r\n"Hall\r\n', { column: '' }],
  ])('refuses %s', async (_case, csv, where) => {
    const res = await importAs(ctx.tokens.maker, decl(), csv);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details.problems[0]).toMatchObject(where);
  });

  it('keeps a spreadsheet from running a formula from the export, and imports the text unchanged', async () => {
    const header = csvColumns(decl());
    const name = '=HYPERLINK("http://evil.example","Hall")';
    const res = await importAs(
      ctx.tokens.maker,
      decl(),
      line(header) + line(header.map((c) => (c === 'zone_name' ? name : c === 'zone_capacity' ? '10' : ''))),
    );
    expect(res.statusCode, res.body).toBe(200);
    const exported = (await exportOf(ctx.tokens.viewer, decl(), { search: 'HYPERLINK' })).body;
    expect(exported).toContain(`"'=HYPERLINK(""http://evil.example"",""Hall"")"`);
    const row = table(exported)[1]!;
    // The exported file, imported as it is, stores the text as typed, without the apostrophe.
    const again = await importAs(ctx.tokens.maker, decl(), line(header) + line(row));
    expect(again.statusCode, again.body).toBe(200);
    expect((await working(decl(), Number(row[0])))?.zone_name).toBe(name);
  });
});
