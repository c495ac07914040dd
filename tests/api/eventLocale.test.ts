import { count, eq } from 'drizzle-orm';
import { records } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers/testApp';
import { first } from '../helpers/first';

/**
 * A localised kind (the event root) keeps a copy per website locale, chosen with
 * locale_country_code: read and written separately, the default copy as the fallback, an unknown
 * locale refused by name. The EVT demo website has the locales en-IN (default) and en-SG.
 */
let t: TestApp;
let maker: string;
const root = '/api/cms/events?client_id=1&website_id=2';
type Event = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  maker = await t.login('maker@example.com');
});
afterAll(() => t.close());

const read = async (locale?: string): Promise<Event> => {
  const res = await t.as(maker, { method: 'GET', url: `${root}${locale ? `&locale_country_code=${locale}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return first(res.json().data.i_evt_event as Event[], 'event');
};
const eventRows = async () => first(await t.database.db.select({ n: count() }).from(records).where(eq(records.kind, 'events'))).n;

describe('the event in several locales', () => {
  it('reads the default copy for a locale that has none of its own yet', async () => {
    const base = await read();
    const sg = await read('SG');
    expect(sg.event_name).toBe(base.event_name);
    expect(sg.locale_country_code).toBeUndefined();
  });

  it("writes a locale's own copy and leaves the default copy alone", async () => {
    const base = await read();
    const {
      event_id: _id,
      client_id: _c,
      website_id: _w,
      status: _s,
      pending_action: _p,
      is_live: _l,
      created_at: _ca,
      updated_at: _ua,
      version,
      ...fields
    } = base;
    const before = await eventRows();
    const put = await t.as(maker, {
      method: 'PUT',
      url: `${root}&locale_country_code=sg`,
      payload: { ...fields, event_name: 'FutureTech Summit Singapore', version },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await eventRows()).toBe(before + 1);
    const sg = await read('SG');
    expect(sg).toMatchObject({ event_name: 'FutureTech Summit Singapore', locale_country_code: 'SG', status: 'pendingreview' });
    expect((await read()).event_name).toBe(base.event_name);
    expect((await read('IN')).event_name).toBe(base.event_name);

    const again = await t.as(maker, {
      method: 'PUT',
      url: `${root}&locale_country_code=SG`,
      payload: { ...fields, event_name: 'FutureTech Summit SG', version: sg.version },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await eventRows()).toBe(before + 1);
    expect((await read('SG')).event_name).toBe('FutureTech Summit SG');
  });

  it.each([
    ['GET', 'XX'],
    ['PUT', 'FR'],
  ])('%s with a locale the website does not have (%s) is refused by name, writing nothing', async (method, locale) => {
    const before = await eventRows();
    const res = await t.as(maker, {
      method,
      url: `${root}&locale_country_code=${locale}`,
      payload: method === 'PUT' ? { event_name: 'Nope' } : undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      category: 'LocaleError',
      message: `locale_country_code "${locale}" is not one of this website's locales (IN, SG).`,
    });
    expect(await eventRows()).toBe(before);
  });
});
