import { describe, expect, it } from 'vitest';
import { cookieNames } from '../../../../src/shared/rules/cookieNames';
import {
  cookieDomainCandidates,
  cookieNamesFor,
  hasStoredCredentials,
  parseCookies,
  serializeCookie,
} from '../../../../src/console/rules/cookies';

describe('docs/product.md §9: cookie names auth, userId, activeWebsiteId, prefixed dev_ outside production', () => {
  it.each([
    [true, { auth: 'auth', userId: 'userId', activeWebsiteId: 'activeWebsiteId' }],
    [false, { auth: 'dev_auth', userId: 'dev_userId', activeWebsiteId: 'dev_activeWebsiteId' }],
  ])('production %s', (production, names) => {
    expect(cookieNames(production)).toEqual(names);
  });

  it.each([
    ['the server set dev_ cookies, whatever the build', 'dev_userId=7', true, 'dev_userId'],
    ['the server set production cookies, whatever the build', 'userId=7', false, 'userId'],
    ['no cookie yet: a production build expects production names', '', true, 'userId'],
    ['no cookie yet: a development build expects dev_ names', 'other=1', false, 'dev_userId'],
  ])('%s', (_sentence, header, build, userIdName) => {
    expect(cookieNamesFor(parseCookies(header), build).userId).toBe(userIdName);
  });
});

describe('docs/product.md §4: stored credentials mean logged in', () => {
  it.each([
    ['a userId cookie', 'dev_userId=12; dev_activeWebsiteId=3', true],
    ['an empty userId cookie', 'dev_userId=', false],
    ['only an activeWebsiteId cookie', 'dev_activeWebsiteId=3', false],
    ['no cookies', '', false],
  ])('%s → %s', (_what, header, signedIn) => {
    expect(hasStoredCredentials(parseCookies(header), cookieNames(false))).toBe(signedIn);
  });
});

describe('cookie text', () => {
  it.each([
    ['a=1; b=x%20y', { a: '1', b: 'x y' }],
    ['  a=1 ;a=2', { a: '1' }],
    ['bad; c=%E0%A4%A', { c: '%E0%A4%A' }],
  ])('parses %j', (header, jar) => {
    expect(parseCookies(header)).toEqual(jar);
  });

  it.each([
    [{ name: 'dev_activeWebsiteId', value: '5' }, 'dev_activeWebsiteId=5; Path=/; SameSite=Lax'],
    [{ name: 'userId', value: '', maxAge: 0, secure: true }, 'userId=; Path=/; SameSite=Lax; Max-Age=0; Secure'],
    [{ name: 'userId', value: '', maxAge: 0, domain: 'example.org' }, 'userId=; Path=/; SameSite=Lax; Domain=example.org; Max-Age=0'],
  ])('writes %j', (write, text) => {
    expect(serializeCookie(write)).toBe(text);
  });
});

describe('docs/product.md §9: production cookies are scoped to the product domain, so clearing tries each scope', () => {
  it.each([
    ['localhost', [undefined]],
    ['127.0.0.1', [undefined]],
    ['[::1]', [undefined]],
    ['example.org', [undefined, 'example.org']],
    ['console.eu.example.org', [undefined, 'console.eu.example.org', 'eu.example.org', 'example.org']],
  ])('%s → %j', (host, domains) => {
    expect(cookieDomainCandidates(host)).toEqual(domains);
  });
});
