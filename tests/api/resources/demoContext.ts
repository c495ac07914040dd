import type { Config } from '../../../src/server/config';
import { createTestApp } from '../helpers/testApp';
import { demoTokens, demoUseCaseFor, demoWebsiteFor, type Ctx } from './sample';

/**
 * The context most API suites share: a fresh app on the demo seed (with the given settings), the
 * demo users' tokens, and the demo website of each use case. Registers its own beforeAll/afterAll,
 * so call it at the top of a file or a describe; the returned object is filled before the tests run.
 */
export function demoContext(overrides: Partial<Config> = {}): Ctx {
  const ctx = {} as Ctx;
  beforeAll(async () => {
    ctx.t = await createTestApp(overrides);
    ctx.registry = ctx.t.app.registry;
    ctx.tokens = await demoTokens(ctx.t);
    ctx.useCaseFor = demoUseCaseFor;
    ctx.websiteFor = demoWebsiteFor;
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
