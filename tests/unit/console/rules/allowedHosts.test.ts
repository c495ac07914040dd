import { describe, expect, it } from 'vitest';
import { allowedHostsFrom, isAllowedOrigin } from '../../../../src/console/rules/allowedHosts';

const allowed = allowedHostsFrom('console.example.org, *.preview.example.net');

describe('docs/product.md §6: client_id is kept only when the page origin is one of the product hosts', () => {
  it.each([
    ['http://localhost:5173', true, 'a local address'],
    ['http://127.0.0.1:3000', true, 'the IPv4 loopback'],
    ['http://[::1]:3000', true, 'the IPv6 loopback'],
    ['http://app.localhost:3000', true, 'a .localhost subdomain'],
    ['https://console.example.org', true, 'the production domain'],
    ['https://CONSOLE.example.org', true, 'host names compare case-insensitively'],
    ['https://pr-42.preview.example.net', true, 'a preview deployment'],
    ['https://preview.example.net', false, 'a wildcard needs a subdomain'],
    ['https://console.example.org.evil.com', false, 'a look-alike suffix'],
    ['https://evilconsole.example.org', false, 'a look-alike prefix'],
    ['null', false, 'an opaque origin'],
  ])('%s → %s (%s)', (origin, ok) => {
    expect(isAllowedOrigin(origin, allowed)).toBe(ok);
  });

  it('without configuration only local addresses are allowed', () => {
    expect(isAllowedOrigin('https://console.example.org', allowedHostsFrom(undefined))).toBe(false);
  });
});
