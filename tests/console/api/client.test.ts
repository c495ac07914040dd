// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi as api, ApiError, createApiClient, setUnauthorizedHandler } from '../../../src/console/api/client';
import { fakeApi } from '../harness';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
});

describe('the one API client', () => {
  it('sends credentials, the page address without its fragment, and keeps client_id on an own host', async () => {
    window.history.replaceState(null, '', '/make/entities/zones?page=2#top');
    const calls = fakeApi({ 'GET /api/cms/events/event_zones': { body: { data: [], meta: { page: 1, max_results: 25, total: 0 } } } });
    const answer = await api.get('/api/cms/events/event_zones', { query: { client_id: 1, website_id: 12, search: undefined } });
    expect(answer).toEqual({ data: [], meta: { page: 1, max_results: 25, total: 0 } });
    expect(calls[0]!.credentials).toBe('include');
    expect(calls[0]!.headers.client_request_url).toBe('http://localhost:3000/make/entities/zones?page=2');
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
    expect(calls[0]!.query.toString()).toBe('client_id=1&website_id=12');
  });

  it('sends JSON bodies on writes', async () => {
    const calls = fakeApi({ 'PUT /api/cms/events/event_zones': { body: { data: { zone_id: 3 } } } });
    await api.put('/api/cms/events/event_zones', { zone_id: 3, zone_name: 'Hall A' });
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ zone_id: 3, zone_name: 'Hall A' });
  });

  it("raises the server's message with its category, code and field", async () => {
    fakeApi({
      'POST /api/x': {
        status: 409,
        body: { error: { category: 'DBStateError', code: 'VERSION_CONFLICT', message: 'Changed by someone else.', field: 'version' } },
      },
    });
    const err = await api.post('/api/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 409,
      message: 'Changed by someone else.',
      category: 'DBStateError',
      code: 'VERSION_CONFLICT',
      field: 'version',
    });
  });

  it('falls back to the given docs/product.md §8 wording without a message, and on a network failure', async () => {
    fakeApi({ 'DELETE /api/x': { status: 500 } });
    await expect(api.delete('/api/x', { fallback: "Couldn't delete Zone :( Please try again later." })).rejects.toThrow(
      "Couldn't delete Zone :( Please try again later.",
    );
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x', { fallback: "Couldn't fetch Zones :( Please try again later." })).rejects.toMatchObject({
      status: 0,
      message: "Couldn't fetch Zones :( Please try again later.",
    });
  });

  it('a 401 calls the unauthorized handler, unless the call opted out (sign-in pages)', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fakeApi({ 'GET /api/x': { status: 401, body: { error: { message: 'Please sign in to continue.' } } } });
    await expect(api.get('/api/x')).rejects.toThrow('Please sign in to continue.');
    expect(handler).toHaveBeenCalledOnce();
    await expect(api.get('/api/x', { redirectOn401: false })).rejects.toThrow();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('goes through the transport it was made with, and nowhere else: what tests and the server render replace', async () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    const sent: { url: string; init: RequestInit }[] = [];
    const own = createApiClient({
      transport: (url, init) => {
        sent.push({ url, init });
        return Promise.resolve(Response.json({ data: { ok: true } }));
      },
      location: () => ({ origin: 'http://localhost:3000', href: 'http://localhost:3000/make/entities/zones#x' }),
    });
    await expect(own.post('/api/x', { a: 1 }, { query: { client_id: 4 } })).resolves.toEqual({ data: { ok: true }, meta: undefined });
    expect(fetched).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/x?client_id=4');
    expect(sent[0]!.init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'include' });
    expect((sent[0]!.init.headers as Record<string, string>).client_request_url).toBe('http://localhost:3000/make/entities/zones');
    expect(own.url('/api/stream', { client_id: 4 })).toBe('/api/stream?client_id=4');
  });

  it('a transport that fails is a network failure, with the fallback message', async () => {
    const own = createApiClient({ transport: () => Promise.reject(new TypeError('nothing here')) });
    await expect(own.get('/api/x', { fallback: 'Could not.' })).rejects.toMatchObject({ status: 0, message: 'Could not.' });
  });
});
