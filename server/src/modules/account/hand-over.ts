import type { LoginAnswer } from '@crossbay/contract/account';
import Bowser from 'bowser';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app.ts';
import { publicUrl } from '#server/config.ts';
import { clearedSessionCookies, sessionCookies } from '#server/modules/session/cookie.ts';
import { placeNewSession } from '#server/modules/session/service.ts';
import { tellOwner } from './tell-owner.ts';

const DEVICE_MAX = 64;

/** "Chrome · Android" from a User-Agent (browser and system names, no version); null when neither is known. */
export function deviceOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const names = [parsed.browser.name, parsed.os.name].filter((n): n is string => Boolean(n));
  return names.length > 0 ? names.join(' · ').slice(0, DEVICE_MAX) : null;
}

/** Whether the request came over https (directly, or as a trusted proxy's X-Forwarded-Proto says). */
export const overHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * A login's session handed to the browser: the token as an HttpOnly cookie (it stays in the answer for API
 * clients), the session marked with the device and address it came from, and the owner told when that pair is
 * new to the account (docs/decisions/0115).
 */
export async function handOver(
  { db, mailer, config }: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: LoginAnswer,
): Promise<LoginAnswer> {
  const { id, token } = answer.userinfo;
  reply.header('set-cookie', sessionCookies(token, overHttps(request)));
  const device = deviceOf(request.headers['user-agent']);
  const placed = await placeNewSession(db, id, token, { device, address: request.ip });
  if (placed?.newPlace) {
    const resetUrl = `${publicUrl(config)}/forgotPassword`;
    await tellOwner(db, mailer, id, 'newDevice', { device: device ?? '?', address: request.ip, resetUrl });
  }
  return answer;
}

/** The browser's session cookies cleared (logout, a password reset). */
export function clearSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', clearedSessionCookies(overHttps(request)));
}
