import { SAMPLE_USE_CASES, sampleBody, sampleMarkerProblem, sampleSeededFor } from '../../../src/server/seed/seedSamples';

const agenda = { [SAMPLE_USE_CASES]: ['EVT'], page_full_url: '/agenda' };
const home = { page_full_url: '/' };

describe('seed samples marked with @useCases', () => {
  it.each([
    ['a sample without a marker is seeded on every website', home, 'EDU', true],
    ['a sample marked EVT is seeded on an event website', agenda, 'EVT', true],
    ['a sample marked EVT is not seeded on an academy website', agenda, 'EDU', false],
    ['client-wide seeding (no website) takes every sample', agenda, undefined, true],
  ] as const)('%s', (_rule, sample, useCase, seeded) => {
    expect(sampleSeededFor(sample, useCase)).toBe(seeded);
  });

  it('takes the marker off before the sample is stored', () => {
    expect(sampleBody(agenda)).toEqual({ page_full_url: '/agenda' });
    expect(sampleBody(home)).toBe(home);
  });

  it.each([
    [{ [SAMPLE_USE_CASES]: ['EVT', 'HAF'] }, undefined],
    [{}, undefined],
    [{ [SAMPLE_USE_CASES]: [] }, '@useCases must be a non-empty list of EDU, EVT, SPC, HAF'],
    [{ [SAMPLE_USE_CASES]: ['EVENTS'] }, '@useCases must be a non-empty list of EDU, EVT, SPC, HAF'],
    [{ [SAMPLE_USE_CASES]: 'EVT' }, '@useCases must be a non-empty list of EDU, EVT, SPC, HAF'],
  ])('marker %j → problem %j', (sample, problem) => {
    expect(sampleMarkerProblem(sample)).toBe(problem);
  });
});
