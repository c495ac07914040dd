import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from './helpers/testApp';
import { demoTokens } from './resources/sample';

/**
 * Import and export hold under bad files (docs/api.md, CSV): a bad export parameter is a 400 before
 * any byte, every way a file can be wrong is a 400 naming it, and a formula never reaches a
 * spreadsheet — after a `;` either — while every value comes back as it went.
 */
let t: TestApp;
let maker: string;
let viewer: string;

const ZONES = '/api/cms/events/event_zones?client_id=1&website_id=2';
const importCsv = (payload: string | Buffer) =>
  t.as(maker, {
    method: 'POST',
    url: '/api/cms/import?client_id=1&website_id=2&kind=event-zones',
    headers: { 'content-type': 'text/csv' },
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await demoTokens(t);
  maker = tokens.maker;
  viewer = tokens.viewer;
});
afterAll(() => t.close());

describe('export', () => {
  it.each([
    ['filters that are not JSON', '&filters=%7Bnot'],
    ['a sort on no field', '&sort=no_such_field'],
  ])('answers %s with a 400 before any byte of a file', async (_case, extra) => {
    const res = await t.as(viewer, { method: 'GET', url: `${ZONES}&format=csv${extra}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});

describe('a file that is wrong, named', () => {
  it.each([
    [
      'a column twice',
      'zone_name,zone_capacity,zone_name\r\nHall,10,Hall\r\n',
      { row: 1, column: 'zone_name', message: expect.stringMatching(/twice/) },
    ],
    [
      'cells beyond the header',
      'zone_name,zone_capacity\r\nHall,10,extra\r\n',
      { row: 2, message: expect.stringMatching(/3 cells but the header names 2/) },
    ],
  ])('refuses %s', async (_case, csv, where) => {
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details.problems).toEqual(expect.arrayContaining([expect.objectContaining(where)]));
  });

  it('refuses a body that is not UTF-8, naming the first bad byte', async () => {
    const latin1 = Buffer.concat([Buffer.from('zone_name,zone_capacity\r\nCaf'), Buffer.from([0xe9]), Buffer.from(' Hall,10\r\n')]);
    const res = await importCsv(latin1);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/not UTF-8 text \(byte 29 is not\)/);
  });

  it('stops reading a file once it passes the row cap, and says so', async () => {
    const rows = 'Hall,10\r\n'.repeat(10_001);
    const res = await importCsv(`zone_name,zone_capacity\r\n${rows}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/10000 rows at most/);
  });
});

describe('formulas', () => {
  it('guards a formula after a ";" and a leading apostrophe, and brings both back unchanged', async () => {
    const names = ['Hall A;=HYPERLINK("http://evil.example")', "'=kept as typed", 'Hall;+1;-2'];
    const ids: number[] = [];
    for (const zone_name of names) {
      const res = await t.as(maker, { method: 'POST', url: ZONES, payload: { zone_name, zone_capacity: 10 } });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(Number(res.json().data.zone_id));
    }
    for (const [i, id] of ids.entries()) {
      const file = (await t.as(viewer, { method: 'GET', url: `${ZONES}&format=csv&id=${id}` })).body;
      const table: string[][] = parse(file, { bom: true });
      const [header, row] = table;
      const cell = row![header!.indexOf('zone_name')]!;
      // No cell, split at a comma or at a semicolon, starts with a formula sign.
      for (const part of cell.split(';')) expect(part).not.toMatch(/^[=+\-@]/);
      const back = await importCsv(file);
      expect(back.json().data).toEqual({ created: 0, updated: 0, unchanged: 1 });
      expect((await t.as(viewer, { method: 'GET', url: `${ZONES}&id=${id}` })).json().data[0].zone_name).toBe(names[i]);
    }
  });
});
