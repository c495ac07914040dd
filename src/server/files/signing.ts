import { createHmac, timingSafeEqual } from 'node:crypto';
import { filePath } from './fileKeys';

/** What a signed file link grants. */
export interface LinkGrant {
  key: string;
  /** Unix seconds. */
  exp: number;
  /** Set on protected files: the link also needs a session of this client. */
  cid?: number;
}

export type LinkCheck = { ok: true; grant: LinkGrant } | { ok: false; reason: 'invalid' | 'expired' };

const SIG = /^[0-9a-f]{64}$/;
const INT = /^[1-9]\d{0,15}$/;

/** HMAC-SHA256 over every part of the link, so changing the key, expiry or client breaks it. */
export class UrlSigner {
  constructor(private readonly secret: string) {}

  private mac(grant: LinkGrant): Buffer {
    return createHmac('sha256', this.secret)
      .update(['file-link-v1', grant.key, String(grant.exp), grant.cid === undefined ? '' : String(grant.cid)].join('\n'))
      .digest();
  }

  /** `/files/<key>?exp=<unix>[&cid=<client>]&sig=<hex>` */
  sign(grant: LinkGrant): string {
    const query = new URLSearchParams({ exp: String(grant.exp) });
    if (grant.cid !== undefined) query.set('cid', String(grant.cid));
    query.set('sig', this.mac(grant).toString('hex'));
    return `${filePath(grant.key)}?${query.toString()}`;
  }

  /** Checks the signature first (in constant time), then the expiry. */
  verify(key: string, query: Record<string, unknown>, nowSeconds = Math.floor(Date.now() / 1000)): LinkCheck {
    const { exp, cid, sig } = query;
    if (typeof exp !== 'string' || !INT.test(exp) || typeof sig !== 'string' || !SIG.test(sig)) return { ok: false, reason: 'invalid' };
    if (cid !== undefined && (typeof cid !== 'string' || !INT.test(cid))) return { ok: false, reason: 'invalid' };
    const grant: LinkGrant = { key, exp: Number(exp), ...(cid === undefined ? {} : { cid: Number(cid) }) };
    const given = Buffer.from(sig, 'hex');
    const expected = this.mac(grant);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    if (grant.exp <= nowSeconds) return { ok: false, reason: 'expired' };
    return { ok: true, grant };
  }
}
