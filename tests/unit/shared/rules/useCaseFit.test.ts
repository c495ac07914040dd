import { describe, expect, it } from 'vitest';
import { kindFitsUseCase } from '../../../../src/shared/rules/useCaseFit';

describe('which kinds a website of a use case has', () => {
  it.each([
    ['an event-only kind fits an event website', { scope: 'website', useCases: ['EVT'] }, 'EVT', true],
    ['an event-only kind does not fit an education website', { scope: 'website', useCases: ['EVT'] }, 'EDU', false],
    ['a kind of every use case fits a campaign website', { scope: 'website', useCases: 'ALL' }, 'SPC', true],
    ['a kind of two use cases fits the second', { scope: 'website', useCases: ['EDU', 'HAF'] }, 'HAF', true],
    ['a client-wide kind fits every website, whatever it lists', { scope: 'client', useCases: ['EDU'] }, 'EVT', true],
    ['a website kind fits nothing while no website is known', { scope: 'website', useCases: 'ALL' }, undefined, false],
  ] as const)('%s', (_sentence, decl, useCase, fits) => {
    expect(kindFitsUseCase(decl, useCase)).toBe(fits);
  });
});
