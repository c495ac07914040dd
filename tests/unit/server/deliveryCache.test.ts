import { AnswerCache, etagOf, matchesEtag } from '../../../src/server/delivery/answerCache';
import { fileLinker } from '../../../src/server/delivery/fileLinks';
import { UrlSigner } from '../../../src/server/files/signing';

/** The delivery API's HTTP caching rules (docs/delivery.md, "Caching"). */
describe('If-None-Match', () => {
  const tag = etagOf('{"data":[]}');
  it.each([
    ['the same tag', tag, true],
    ['the same tag among others', `"x", ${tag}`, true],
    ['the weak form of the tag', `W/${tag}`, true],
    ['any tag (*)', '*', true],
    ['another tag', '"other"', false],
    ['nothing', undefined, false],
  ])('holding %s answers 304: %s', (_what, header, expected) => {
    expect(matchesEtag(header, tag)).toBe(expected);
  });

  it('is a strong tag of the bytes: the same bytes give the same tag, one byte more another', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":1} '));
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });
});

describe('the answer cache', () => {
  it('forgets the least recently used answers first when over its size', () => {
    const cache = new AnswerCache(80);
    const entry = (body: string) => ({ body, etag: etagOf(body), expiresAt: Date.now() + 60_000 });
    cache.set('a', entry('x'.repeat(10)));
    cache.set('b', entry('y'.repeat(10)));
    expect(cache.get('a')).toBeDefined();
    for (let i = 0; i < 7; i++) cache.set(`c${i}`, entry('z'.repeat(10)));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not answer from an entry whose file links have run out', () => {
    const cache = new AnswerCache();
    cache.set('k', { body: '{}', etag: etagOf('{}'), expiresAt: Date.now() - 1 });
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('file links in delivered answers', () => {
  const signer = new UrlSigner('secret');
  const key = '1/2/uploads/0123456789abcdef-photo.jpg';
  it('stay the same within a window (so the ETag does too) and are valid for at least one lifetime', () => {
    const start = Date.UTC(2026, 0, 1, 10, 0, 0);
    const a = fileLinker(signer, 'https://cms.example.com', 1, 3600, start).link(key);
    const b = fileLinker(signer, 'https://cms.example.com', 1, 3600, start + 30 * 60_000).link(key);
    expect(a).toBe(b);
    const exp = Number(new URL(a!).searchParams.get('exp'));
    expect(exp * 1000 - (start + 30 * 60_000)).toBeGreaterThanOrEqual(3600_000);
    expect(a!.startsWith('https://cms.example.com/files/')).toBe(true);
  });

  it('are made only for the client’s own uploads; web addresses and other clients’ keys stay as they are', () => {
    const linker = fileLinker(signer, 'https://cms.example.com', 1, 3600);
    expect(linker.link('2/2/uploads/0123456789abcdef-photo.jpg')).toBeUndefined();
    expect(linker.link('https://cdn.example.com/photo.jpg')).toBeUndefined();
  });
});
