import { timingSafeEqual } from 'node:crypto';
import { facebook, facebookAvailable } from '@club/shared/api/social-login';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clubSiteUrl } from '../../config.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registerCall } from '../../platform/http/calls/register.ts';
import { newToken } from '../../platform/tokens.ts';
import { authorizationUrl, fetchProfile } from './provider.ts';
import { facebookConfig, issueLoginCode, tradeLoginCode } from './service.ts';

const STATE_COOKIE = 'facebook_state';
const FLOW_PATH = '/api/Users/facebook';
/** How long the person has on the provider's page before the state expires. */
const STATE_MAX_AGE_S = 600;

/** Where the browser lands after the provider: the web app reads the fragment (never sent to a server). */
export const LOGIN_RETURN_FRAGMENT = 'facebook_login';
export const LOGIN_ERROR_QUERY = 'facebook_error';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * "Continue with Facebook", an OAuth authorization-code flow run by the server:
 * start (redirect to the provider with a state kept in an HttpOnly cookie) -> the provider sends the
 * browser back to the callback with a code -> the server checks the state, trades the code with the
 * app secret, reads the profile, finds or creates the member -> the browser gets a one-time code in
 * the URL fragment and trades it for a session through POST /api/Users/facebook.
 */
export function socialLoginRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config, db } = deps;
  const secureCookie = config.publicUrl.protocol === 'https:';
  const redirectUri = (alias: string) =>
    new URL(`${FLOW_PATH}/callback`, clubSiteUrl(config, alias)).toString();

  registerCall(app, facebookAvailable, async () => ({ enabled: config.facebook !== undefined }));
  registerCall(app, facebook, ({ club, body }) => tradeLoginCode(db, config, club, body.code));

  app.get(`${FLOW_PATH}/start`, async (request, reply) => {
    const provider = facebookConfig(config);
    if (request.club === null) return reply.callNotFound();
    const state = newToken();
    reply.setCookie(STATE_COOKIE, state, {
      path: FLOW_PATH,
      httpOnly: true,
      // Lax: the cookie comes back on the provider's top-level redirect, never on a cross-site POST.
      sameSite: 'lax',
      secure: secureCookie,
      maxAge: STATE_MAX_AGE_S,
    });
    return reply.redirect(authorizationUrl(provider, redirectUri(request.club.alias), state));
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${FLOW_PATH}/callback`,
    async (request, reply) => {
      const provider = facebookConfig(config);
      const club = request.club;
      if (club === null) return reply.callNotFound();
      const fail = (reason: string, error?: unknown) => {
        request.log.warn({ reason, err: error }, 'facebook sign-in refused');
        return leave(reply, `/?${LOGIN_ERROR_QUERY}=1`);
      };
      const expected = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: FLOW_PATH });
      const { state, code } = request.query;
      if (!expected || !state || !sameSecret(expected, state)) return fail('state mismatch');
      if (!code || code.length > 2000) return fail(request.query.error ?? 'no code');
      try {
        const profile = await fetchProfile(provider, redirectUri(club.alias), code);
        const loginCode = await issueLoginCode(db, club, profile);
        // The sign-in may have made a new member, whom the public member list shows.
        await deps.readCache.forget(club.id);
        return leave(reply, `/#${LOGIN_RETURN_FRAGMENT}=${loginCode}`);
      } catch (error) {
        return fail('provider exchange or account refused', error);
      }
    },
  );
}

function leave(reply: FastifyReply, location: string) {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(location);
}
