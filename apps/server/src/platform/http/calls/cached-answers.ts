import type { ApiCall, TopicRef } from '@club/shared/api/contract';
import type { FastifyRequest } from 'fastify';
import type { ReadCache, TopicKey } from '../../data/read-cache.ts';
import { requestLanguage } from '../../language.ts';
import { asRecord } from './request-input.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/**
 * The topics a call names, each narrowed to the item its `by` field names in `values` (first found),
 * or the whole topic when none does.
 */
function topicKeys(refs: readonly TopicRef[], ...values: unknown[]): TopicKey[] {
  return refs.map((ref): TopicKey => {
    if (typeof ref === 'string') return ref;
    const item = values
      .map((source) => asRecord(source)[ref.by])
      .find((value) => value != null && value !== '');
    return item === undefined ? ref.topic : `${ref.topic}#${String(item)}`;
  });
}

/**
 * Where an anonymous visitor's answer to a cached read is kept: under the generations of the topics it
 * shows in the host's club, or for calls that may name any club, in every club.
 */
export function cachedAnswerKey(call: ApiCall, request: FastifyRequest, cache: ReadCache): string | null {
  // A file answer is not kept: the cache holds JSON texts.
  if (call.effect !== 'cachedRead' || call.responseKind === 'file' || request.actor !== null) return null;
  const shows = call.shows ?? [];
  let topics: TopicKey[] = shows as TopicKey[];
  if (shows.some((ref) => typeof ref !== 'string')) {
    // The item as the handler will read it (`12` for `012`), so that a write naming it meets it.
    const params = call.params.safeParse(request.params ?? {});
    if (!params.success) return null;
    topics = topicKeys(shows, params.data);
  }
  const scope =
    call.tenancy === 'club' ? cache.scope(request.club?.id ?? null, topics) : cache.platformScope(topics);
  const body = call.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
  return `${scope}|${requestLanguage(request)}|${request.method} ${request.url}|${body}`;
}

/** Whether a call may change what cached reads answer (see `CallEffect`). */
export const mayChangeCachedAnswers = (call: ApiCall) => call.effect === undefined;

/**
 * Forgets the cached answers a write may have changed: those showing the topics it declares in the
 * request's club, or every answer of the club when it declares none; every club's outside a club.
 */
export function forgetChanged(
  call: ApiCall,
  request: FastifyRequest,
  cache: ReadCache,
  params: unknown,
  body: unknown,
) {
  const clubId = call.tenancy === 'club' ? (request.club?.id ?? null) : null;
  if (clubId === null || call.changes === undefined) return cache.forget(clubId);
  return cache.forget(clubId, topicKeys(call.changes, params, body));
}
