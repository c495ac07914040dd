import { USE_CASES, type UseCase } from '../../shared/enums';

/**
 * A seed sample may carry `"@useCases": ["EVT", …]`: it is then seeded only on websites of those
 * use cases (an agenda page belongs to an event website, not to an academy). The key is not a
 * field of the record, so it is taken off before the sample is checked or stored.
 */
export const SAMPLE_USE_CASES = '@useCases';

/** "@<kind>:<n>" in a sample stands for the id of the n-th seeded record of that kind (wrapping around). */
export const SEED_REF = /^@([a-z0-9-]+):(\d+)$/;

type Sample = Record<string, unknown>;

/** The record a sample stands for, without its seeding marker. */
export function sampleBody(sample: Sample): Sample {
  if (!Object.hasOwn(sample, SAMPLE_USE_CASES)) return sample;
  const { [SAMPLE_USE_CASES]: _marker, ...body } = sample;
  return body;
}

/** Why a sample's marker is wrong, or undefined when it is absent or right. */
export function sampleMarkerProblem(sample: Sample): string | undefined {
  if (!Object.hasOwn(sample, SAMPLE_USE_CASES)) return undefined;
  const marker = sample[SAMPLE_USE_CASES];
  const known: readonly unknown[] = USE_CASES;
  if (!Array.isArray(marker) || marker.length === 0 || !marker.every((u) => known.includes(u))) {
    return `${SAMPLE_USE_CASES} must be a non-empty list of ${USE_CASES.join(', ')}`;
  }
  return undefined;
}

/** Whether the sample is seeded on a website of this use case (client-wide seeding passes none). */
export function sampleSeededFor(sample: Sample, useCase: UseCase | undefined): boolean {
  const marker = sample[SAMPLE_USE_CASES];
  return useCase === undefined || !Array.isArray(marker) || marker.includes(useCase);
}
