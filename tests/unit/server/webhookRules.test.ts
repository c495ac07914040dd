import { checkWebhookUrl, isPublicAddress } from '../../../src/server/webhooks/safeTarget';
import { signatureHeader, verifySignature } from '../../../src/server/webhooks/signature';
import { retryDelayMs } from '../../../src/server/webhooks/worker';
import { sendDelivery } from '../../../src/server/webhooks/send';
import { startReceiver } from '../../api/helpers/receiver';

/** The rules webhooks follow (docs/delivery.md, "Webhooks"): where they may go, how they are signed, how retries space out. */
describe('a webhook address', () => {
  it.each([
    ['an HTTPS address on a public host', 'https://hooks.example.com/console', false, true],
    ['a plain http address', 'http://hooks.example.com/console', false, false],
    ['an address on this machine by name', 'https://localhost/hooks', false, false],
    ['an address on this machine by number', 'https://127.0.0.1/hooks', false, false],
    ['a private network address', 'https://10.1.2.3/hooks', false, false],
    ['the cloud metadata address', 'https://169.254.169.254/latest', false, false],
    ['an IPv6 loopback address', 'https://[::1]/hooks', false, false],
    ['an address with a password in it', 'https://user:secret@hooks.example.com/', false, false],
    ['something that is not an address', 'hooks dot example', false, false],
    ['another scheme', 'ftp://hooks.example.com/', false, false],
    ['plain http on this machine, in development', 'http://127.0.0.1:4000/hooks', true, true],
    ['another scheme, even in development', 'file:///etc/passwd', true, false],
  ])('%s (%s, development %s) is accepted: %s', (_what, url, allowHttp, accepted) => {
    if (accepted) expect(checkWebhookUrl(url, allowHttp)).toBe(new URL(url).toString());
    else expect(() => checkWebhookUrl(url, allowHttp)).toThrow(expect.objectContaining({ code: 'WEBHOOK_URL_INVALID' }));
  });

  it.each([
    ['93.184.216.34', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
    ['192.168.1.10', false],
    ['172.20.0.1', false],
    ['100.64.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['fe80::1', false],
    ['not an ip', false],
  ])('%s is a public address: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('is refused when its name resolves to this machine, at the moment of sending (no DNS rebinding)', async () => {
    const receiver = await startReceiver();
    try {
      const sent = await sendDelivery(
        `http://localhost:${receiver.port}/x`,
        '{}',
        { secret: 's', event: 'published', deliveryId: 1 },
        false,
      );
      expect(sent.statusCode).toBeNull();
      expect(sent.error).toMatch(/not a public address/);
      expect(receiver.calls).toHaveLength(0);
      const allowed = await sendDelivery(
        `http://localhost:${receiver.port}/x`,
        '{}',
        { secret: 's', event: 'published', deliveryId: 1 },
        true,
      );
      expect(allowed.statusCode).toBe(200);
    } finally {
      await receiver.close();
    }
  });
});

describe('a delivery’s signature', () => {
  const body = '{"event":"published"}';
  it.each([
    ['the same secret and body', 'whsec_a', body, true],
    ['another secret', 'whsec_b', body, false],
    ['a changed body', 'whsec_a', `${body} `, false],
  ])('checks with %s: %s', (_what, secret, received, ok) => {
    const header = signatureHeader('whsec_a', body);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, received, header)).toBe(ok);
  });

  it('is refused when its timestamp is older than the tolerance (a replay)', () => {
    const old = signatureHeader('whsec_a', body, Math.floor(Date.now() / 1000) - 3600);
    expect(verifySignature('whsec_a', body, old)).toBe(false);
  });
});

describe('retries', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [10, 512_000],
    [30, 6 * 3_600_000],
  ])('after %i failures wait %i ms (base 1 s, doubling, at most 6 hours)', (failures, wait) => {
    expect(retryDelayMs(1_000, failures)).toBe(wait);
  });

  it('with the default base of 30 s, keep trying for more than 24 hours before giving up', () => {
    let elapsed = 0;
    let failures = 0;
    while (elapsed < 25 * 3_600_000) elapsed += retryDelayMs(30_000, ++failures);
    expect(failures).toBeGreaterThan(8);
  });
});
