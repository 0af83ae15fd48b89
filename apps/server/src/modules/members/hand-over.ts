import { tokenField } from '@club/shared/api/fields';
import { HAND_OVER_COOKIE, HAND_OVER_LIFETIME_S } from '@club/shared/api/members';
import type { FastifyInstance } from 'fastify';

/**
 * The target side of the super administrator's hand-over: the form posted from another club's admin
 * lands here, on the target club's sub-domain. The token goes into a short-lived cookie of this host
 * only (SPEC.md section 4); the web app redeems it for a session, clears it, and opens /admin/club.
 * Nothing is checked here: the token is checked, once, when redeemed.
 */
export function handOverRoute(app: FastifyInstance): void {
  app.post<{ Body: { token?: unknown } }>('/hand-over', async (request, reply) => {
    const token = tokenField.safeParse(request.body?.token);
    if (request.club === null || !token.success) return reply.callNotFound();
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${HAND_OVER_COOKIE}=${token.data}; Path=/; Max-Age=${HAND_OVER_LIFETIME_S}; SameSite=Lax${secure}`,
    );
    return reply.redirect('/admin/club', 303);
  });
}
