import { describe, expect, it } from 'vitest';
import { hasPendingInArea, pendingReviewTarget, pendingSidebar } from '../../../../src/console/rules/pendingReview';
import type { AreaFlags } from '../../../../src/shared/rules/types';

const pending = (...areas: Array<keyof AreaFlags>): AreaFlags => ({
  ENTITY: areas.includes('ENTITY'),
  PAGE: areas.includes('PAGE'),
  FORM: areas.includes('FORM'),
  SPEAKERS: areas.includes('SPEAKERS'),
});

describe('docs/product.md §2: the Pending Review button goes to the first area with pending items', () => {
  it.each([
    ['Website prefers entities', 0, pending('ENTITY', 'PAGE'), '/check/entities/pending-entities'],
    ['Website takes pages when only pages are pending', 0, pending('PAGE'), '/check/pages/pending-entities'],
    ['Website ignores Global items', 0, pending('FORM'), '/check/entities/pending-entities'],
    ['Website with nothing pending opens entities', 0, pending(), '/check/entities/pending-entities'],
    ['Global prefers forms', 1, pending('FORM', 'SPEAKERS'), '/check/forms/pending-entities'],
    ['Global takes people when only people are pending', 1, pending('SPEAKERS'), '/check/speakers-list/pending-entities'],
    ['Global with nothing pending opens forms', 1, pending('ENTITY'), '/check/forms/pending-entities'],
  ] as const)('%s', (_sentence, area, flags, target) => {
    expect(pendingReviewTarget(area, flags)).toBe(target);
  });

  it.each([
    ['Website badge shows for pending pages', 0, pending('PAGE'), true],
    ['Website badge stays off for pending forms', 0, pending('FORM'), false],
    ['Global badge shows for pending people', 1, pending('SPEAKERS'), true],
    ['Global badge stays off with nothing pending', 1, pending(), false],
  ] as const)('%s', (_sentence, area, flags, badge) => {
    expect(hasPendingInArea(area, flags)).toBe(badge);
  });
});

describe('docs/product.md §2: the Pending Review sidebar', () => {
  it('lists Entities, Content & Images, Forms and People with an alert where items are pending', () => {
    expect(pendingSidebar(pending('PAGE', 'SPEAKERS'))).toEqual([
      { label: 'Entities', route: '/check/entities/pending-entities', icon: 'appstore', alert: false },
      { label: 'Content & Images', route: '/check/pages/pending-entities', icon: 'picture', alert: true },
      { label: 'Forms', route: '/check/forms/pending-entities', icon: 'form', alert: false },
      { label: 'People', route: '/check/speakers-list/pending-entities', icon: 'team', alert: true },
      { label: 'My changes', route: '/check/my-changes', icon: 'history', alert: false, alertLabel: 'Some of your changes were rejected' },
    ]);
  });

  it('alerts My changes while a rejection of the user’s changes is unseen', () => {
    expect(pendingSidebar(pending(), 2).at(-1)).toMatchObject({ label: 'My changes', alert: true });
  });
});
