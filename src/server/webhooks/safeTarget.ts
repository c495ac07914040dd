import { BlockList, isIP } from 'node:net';
import { AppError } from '../../shared/errors';

/** Addresses a webhook may not reach: this machine, private networks, link-local (cloud metadata) and the like. */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is one the public internet routes to (an IPv4-mapped IPv6 address is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  return !internal.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

const refuse = (url: string, reason: string): never => {
  throw new AppError('WEBHOOK_URL_INVALID', { url: JSON.stringify(url), reason }, { field: 'url' });
};

/**
 * A webhook address an owner may register: HTTPS on a public host, without credentials in it. With
 * WEBHOOKS_ALLOW_HTTP (local development only) plain http and loopback or private hosts are allowed.
 * Host names are checked again when each delivery resolves them (src/server/webhooks/send.ts).
 */
export function checkWebhookUrl(raw: string, allowHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return refuse(raw, 'it is not an absolute address such as https://example.com/hooks/console.');
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    refuse(
      raw,
      allowHttp
        ? 'it must start with https:// or http://.'
        : 'it must start with https:// (plain http is allowed only for local development).',
    );
  }
  if (url.username || url.password) refuse(raw, 'it must not hold a user name or password; the signature authenticates each call.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowHttp && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host)))) {
    refuse(raw, 'it must be on a public address, not this machine or a private network.');
  }
  url.hash = '';
  return url.toString();
}
