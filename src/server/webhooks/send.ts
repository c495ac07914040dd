import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './safeTarget';
import { signatureHeader } from './signature';

/** A receiver has this long to answer; a slower one counts as a failed attempt. */
export const SEND_TIMEOUT_MS = 10_000;

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * Resolves the host as usual, then refuses an address on this machine or a private network: checked
 * on the address the connection really uses, so a name that changes what it points at (DNS
 * rebinding) cannot reach an internal service.
 */
const publicOnly: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses;
    const bad = list.find((a) => !isPublicAddress(a.address));
    if (bad) return callback(new Error(`${hostname} resolves to ${bad.address}, which is not a public address`), '', 0);
    if (options.all) return callback(null, list, 0);
    const first = list[0];
    return first ? callback(null, first.address, first.family) : callback(new Error(`${hostname} has no address`), '', 0);
  });
};

/** One signed POST of a delivery's JSON body; never throws: a failure is a result with its reason. */
export function sendDelivery(
  url: string,
  body: string,
  headers: { secret: string; event: string; deliveryId: number },
  allowPrivate: boolean,
): Promise<SendResult> {
  const started = performance.now();
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const done = (statusCode: number | null, error: string | null) =>
      resolve({ statusCode, error, durationMs: Math.round(performance.now() - started) });
    const request = client.request(
      target,
      {
        method: 'POST',
        timeout: SEND_TIMEOUT_MS,
        ...(allowPrivate ? {} : { lookup: publicOnly }),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'website-console-webhooks/1',
          'console-event': headers.event,
          'console-delivery': String(headers.deliveryId),
          'console-signature': signatureHeader(headers.secret, body),
        },
      },
      (response) => {
        // The answer's body is not kept; reading it frees the connection.
        response.resume();
        response.on('end', () => done(response.statusCode ?? null, null));
        response.on('error', (err) => done(response.statusCode ?? null, err.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${SEND_TIMEOUT_MS / 1000} s`)));
    request.on('error', (err) => done(null, err.message.slice(0, 300)));
    request.end(body);
  });
}
