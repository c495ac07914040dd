import { cookieNames } from '../../../src/shared/rules/cookieNames';
import type { TestApp } from './testApp';
import { demoTokens, demoUseCaseFor, demoWebsiteFor, type Ctx } from '../resources/sample';

/** Fills the resource suites' context for an app on the demo data (tests/api/consolePage.test.ts, consoleRender.test.ts). */
export async function demoCtx(ctx: Ctx, t: TestApp): Promise<void> {
  ctx.t = t;
  ctx.registry = t.app.registry;
  ctx.useCaseFor = demoUseCaseFor;
  ctx.websiteFor = demoWebsiteFor;
  ctx.tokens = await demoTokens(t);
}

/** Signs in as the browser does and returns its cookies as one header, with the chosen website if given. */
export async function browserCookies(t: TestApp, email: string, websiteId?: number): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/cms/auth/login', payload: { email, password: 'demo-password' } });
  const jar = res.cookies.map((c) => `${c.name}=${c.value}`);
  if (websiteId !== undefined) jar.push(`${cookieNames(false).activeWebsiteId}=${websiteId}`);
  return jar.join('; ');
}
