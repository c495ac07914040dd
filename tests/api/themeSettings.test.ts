import { demoContext } from './resources/demoContext';
import { parseDisplaySettings } from '../../src/shared/rules/theme';
import { decideAll } from './helpers/review';

/**
 * The theme editor's colours go through the review flow (docs/review-flow.md "Website display
 * settings"): a maker saves, a checker who did not write it publishes, and only then does the
 * session carry them.
 */
const ctx = demoContext();

const PATH = '/api/cms/website/display_settings';
const BLUE = { primaryColor: '#1677ff', primaryDarkColor: '#0b3d91', primaryColorType: 'DARK' };

const read = (token: string, websiteId = 2) => ctx.t.as(token, { method: 'GET', url: `${PATH}?client_id=1&website_id=${websiteId}` });
const save = (token: string, body: Record<string, unknown>) =>
  ctx.t.as(token, { method: 'PUT', url: PATH, payload: { client_id: 1, website_id: 2, ...BLUE, ...body } });
const publish = (token: string) => decideAll(ctx.t, token, 'publish', { client_id: 1, website_id: 2, asset_type_name: 'PAGE' });

/** The colours the console applies after a reload: the session's website, as the layout reads it. */
async function sessionColours(token: string, websiteId = 2) {
  const res = await ctx.t.as(token, { method: 'GET', url: '/api/client/session' });
  expect(res.statusCode, res.body).toBe(200);
  const sites = res.json().data.websites as { website_id: number; d_i_websitemacro: { websitemacro_display_setting_values: string } }[];
  const site = sites.find((w) => w.website_id === websiteId);
  return parseDisplaySettings(site?.d_i_websitemacro.websitemacro_display_setting_values).settings.colors;
}

async function version(token = ctx.tokens.maker): Promise<number> {
  const res = await read(token);
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.version);
}

describe('saving theme colours through the review flow', () => {
  it('starts from the website’s own settings, at version 0, with nothing pending', async () => {
    const res = await read(ctx.tokens.viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ website_id: 2, version: 0, pending: false });
    const colours = parseDisplaySettings(res.json().data.websitemacro_display_setting_values).settings.colors;
    expect(colours).toEqual(await sessionColours(ctx.tokens.viewer));
  });

  it('a maker’s save waits for review; a checker publishes it; the session then carries the colours', async () => {
    const before = await sessionColours(ctx.tokens.maker);
    const saved = await save(ctx.tokens.maker, { version: await version() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ website_id: 2, pending: true });
    expect(parseDisplaySettings(saved.json().data.websitemacro_display_setting_values).settings.colors).toMatchObject(BLUE);

    // Pending: nothing live has changed yet, and the change is one Pages block with the colours' before and after.
    expect(await sessionColours(ctx.tokens.maker)).toEqual(before);
    const blocks = await ctx.t.as(ctx.tokens.checker, {
      method: 'GET',
      url: '/api/cms/vcs/blocks?client_id=1&website_id=2&asset_type_name=PAGE',
    });
    const block = (blocks.json().data as Record<string, unknown>[]).find((b) => b.kind === 'website-display-settings');
    expect(block).toMatchObject({
      action: 'UPDATE',
      change_log_type: 'Website Display',
      status: 'pendingreview',
      // Named for the checker as any declared kind's block is, not by its internal kind.
      kind_label: 'Website display settings',
    });
    expect(JSON.stringify(block?.before)).toContain(String(before.primaryColor));
    expect(JSON.stringify(block?.after)).toContain(BLUE.primaryColor);

    // Four eyes: the maker may not publish their own change, the checker may.
    expect((await publish(ctx.tokens.maker)).statusCode).toBe(403);
    const published = await publish(ctx.tokens.checker);
    expect(published.statusCode, published.body).toBe(200);
    const after = await sessionColours(ctx.tokens.viewer);
    expect(after).toMatchObject(BLUE);
    // What the colours sat beside is kept.
    expect(after.textLightColor).toBe(before.textLightColor);
    expect((await read(ctx.tokens.viewer)).json().data.pending).toBe(false);
  });

  it('a second save sends the version it read; a stale one is refused with 409', async () => {
    const current = await version();
    const ok = await save(ctx.tokens.maker, { version: current, primaryColor: '#ff0000' });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await save(ctx.tokens.maker, { version: current, primaryColor: '#00ff00' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    const reset = await decideAll(ctx.t, ctx.tokens.checker, 'reset', { client_id: 1, website_id: 2, asset_type_name: 'PAGE' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await sessionColours(ctx.tokens.viewer)).toMatchObject(BLUE);
  });
});

describe('who may save, and what', () => {
  it('refuses a viewer with 403 naming the role', async () => {
    const res = await save(ctx.tokens.viewer, { version: await version() });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error).toMatchObject({ category: 'AuthError', code: 'FORBIDDEN_ROLE' });
  });

  it('refuses another client’s user before anything is read', async () => {
    expect((await save(ctx.tokens.other, { version: 0 })).statusCode).toBe(403);
    expect((await read(ctx.tokens.other)).statusCode).toBe(403);
  });

  it.each([
    ['a colour name', { primaryColor: 'red' }, 'primaryColor'],
    ['three hex digits', { primaryDarkColor: '#abc' }, 'primaryDarkColor'],
    ['hex without its hash', { primaryColor: '1677ff' }, 'primaryColor'],
    ['a colour type outside LIGHT and DARK', { primaryColorType: 'NEON' }, 'primaryColorType'],
  ])('refuses %s with 400 naming the field', async (_what, bad, field) => {
    const res = await save(ctx.tokens.maker, { version: await version(), ...bad });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.field).toBe(field);
  });
});
