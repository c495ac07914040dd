import { describe, expect, it } from 'vitest';
import { roleFlags } from '../../../../src/console/rules/permissions';

const client = {
  isChecker: { ENTITY: true, PAGE: true, FORM: true, SPEAKERS: false },
  hasPendingBlocks: { ENTITY: true, PAGE: true, FORM: false, SPEAKERS: true },
};
const website = {
  isChecker: { ENTITY: false, PAGE: true },
  hasPendingBlocks: { ENTITY: false, PAGE: false },
};

describe('docs/product.md §6: entities and pages from the website, forms and people from the client', () => {
  it.each([
    ['isChecker', { ENTITY: false, PAGE: true, FORM: true, SPEAKERS: false }],
    ['hasPendingBlocks', { ENTITY: false, PAGE: false, FORM: false, SPEAKERS: true }],
    ['isMaker', { ENTITY: false, PAGE: false, FORM: false, SPEAKERS: false }],
  ] as const)('%s', (flag, expected) => {
    expect(roleFlags(client, website)[flag]).toEqual(expected);
  });

  it('no website yet means no entity or page flags', () => {
    expect(roleFlags(client, undefined).isChecker).toEqual({ ENTITY: false, PAGE: false, FORM: true, SPEAKERS: false });
  });
});
