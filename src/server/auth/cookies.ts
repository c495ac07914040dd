import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';
import { cookieNames } from '../../shared/rules/cookieNames';

function base(config: Config): CookieSerializeOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: config.production,
    domain: process.env.COOKIE_DOMAIN || undefined,
  };
}

/** The token cookie is HttpOnly (script never reads it); userId stays readable by the console. */
export function setSessionCookies(reply: FastifyReply, config: Config, token: string, userId: number): void {
  const names = cookieNames(config.production);
  const maxAge = Math.floor(config.sessionAbsoluteMs / 1000);
  reply.setCookie(names.auth, token, { ...base(config), httpOnly: true, maxAge });
  reply.setCookie(names.userId, String(userId), { ...base(config), httpOnly: false, maxAge });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const names = cookieNames(config.production);
  for (const name of [names.auth, names.userId, names.activeWebsiteId]) reply.clearCookie(name, base(config));
}
