import { pendingCountFor, withPendingCounts, type PendingCounts } from '../../../../src/console/rules/pendingCounts';
import type { ClientInfo, Website } from '../../../../src/console/api/types';

const counts: PendingCounts = {
  client: { FORM: 2, SPEAKERS: 1 },
  websites: { '11': { ENTITY: 3, PAGE: 4 }, '12': { ENTITY: 0, PAGE: 0 } },
};

describe('the number on the Pending Review button', () => {
  it.each([
    ['the Website mode counts entities and pages of the active website', 0, 11, 7],
    ['another website has its own count', 0, 12, 0],
    ['the Global mode counts forms and people of the client', 1, 11, 3],
    ['the Global mode needs no website', 1, undefined, 3],
    ['a website unknown to the counts has none', 0, 99, 0],
    ['no active website, nothing in Website mode', 0, undefined, 0],
  ] as const)('%s', (_case, mode, websiteId, expected) => {
    expect(pendingCountFor(mode, counts, websiteId)).toBe(expected);
  });
});

describe('the session after a pending event', () => {
  const site = (id: number): Website => ({ website_id: id, hasPendingBlocks: { ENTITY: false, PAGE: true } }) as unknown as Website;
  const session = {
    client: { client_id: 1, hasPendingBlocks: { ENTITY: false, PAGE: true, FORM: false, SPEAKERS: true } } as unknown as ClientInfo,
    websites: [site(11), site(12)],
  };
  const next = withPendingCounts(session, counts);

  it.each([
    ['a website with entities waiting is flagged', () => next.websites[0]?.hasPendingBlocks, { ENTITY: true, PAGE: true }],
    ['a website with nothing waiting loses its flags', () => next.websites[1]?.hasPendingBlocks, { ENTITY: false, PAGE: false }],
    [
      'the client flags follow the client-wide counts and the sum of websites',
      () => next.client.hasPendingBlocks,
      { ENTITY: true, PAGE: true, FORM: true, SPEAKERS: true },
    ],
  ])('%s', (_case, read, expected) => {
    expect(read()).toEqual(expected);
  });

  it('leaves the session it was given unchanged', () => {
    expect(session.websites[1]?.hasPendingBlocks).toEqual({ ENTITY: false, PAGE: true });
  });
});
