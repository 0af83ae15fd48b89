import type { ApiCall } from '@club/shared/api/contract';
import { errorCodes } from '@club/shared/api/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { isManagerOf, isMemberOf, isSuperAdministrator } from '../policy.ts';
import { asRecord } from './request-input.ts';

/**
 * The access and tenancy rule of a call (or of a route outside the contract, such as the event
 * stream), checked before anything is read: 400 off a club's site, 401 unsigned, 403 refused.
 */
export function authorize(rule: Pick<ApiCall, 'access' | 'tenancy'>, request: FastifyRequest): void {
  if (rule.tenancy === 'club' && request.club === null) {
    throw new AppError(400, errorCodes.clubRequired, 'This call needs a club site (club.example.com)');
  }
  if (rule.access === 'public') return;
  const actor = request.actor;
  if (actor === null) {
    const code = request.authFailure ?? errorCodes.unauthenticated;
    throw new AppError(401, code, 'Please sign in');
  }
  if (isSuperAdministrator(actor)) return;
  if (!isMemberOf(actor, request.club)) {
    throw new AppError(403, errorCodes.forbidden, 'This account belongs to another club');
  }
  if (rule.access === 'manager' && !isManagerOf(actor, request.club)) {
    throw new AppError(403, errorCodes.forbidden, 'Only the club manager may do this');
  }
  if (rule.access === 'superAdministrator') {
    throw new AppError(403, errorCodes.forbidden, 'Only the super administrator may do this');
  }
}

/**
 * Holds each field the call declares in `clubFields` to the club of the host: another club's id is
 * answered 404, as if it were not on this site (the super administrator's exception is the rule's).
 */
export function holdToHostClub(call: ApiCall, request: FastifyRequest, params: unknown, body: unknown): void {
  for (const [name, rule] of Object.entries(call.clubFields ?? {})) {
    const value = [asRecord(params)[name], asRecord(body)[name]].find((found) => found !== undefined);
    if (value === undefined || value === request.club?.id) continue;
    if (rule === 'hostUnlessSuperAdministrator' && isSuperAdministrator(request.actor)) continue;
    throw new AppError(404, errorCodes.notFound, 'No such club on this site');
  }
}
