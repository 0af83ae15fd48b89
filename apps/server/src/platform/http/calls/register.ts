import type { ApiCall, CallAlias, FileAnswer, ResponseOf } from '@club/shared/api/contract';
import { routerPath } from '@club/shared/api/contract';
import type { InterfaceLanguage } from '@club/shared/constants';
import { IMAGE_MAX_BYTES } from '@club/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requestLanguage } from '../../language.ts';
import type { Actor } from '../auth.ts';
import type { ClubRow } from '../tenancy.ts';
import { authorize, holdToHostClub } from './access.ts';
import { parsedAnswer, sendFile, sendJson } from './answers.ts';
import { cachedAnswerKey, forgetChanged, mayChangeCachedAnswers } from './cached-answers.ts';
import type { ReadFile, UploadedFile } from './request-input.ts';
import { aliasParams, readFile, refuseNulCharacters, withoutFileText } from './request-input.ts';

export interface CallContext<C extends ApiCall> {
  params: z.output<C['params']>;
  body: z.output<C['body']>;
  /** The club of the host; always set for calls with `tenancy: 'club'`. */
  club: C['tenancy'] extends 'club' ? ClubRow : ClubRow | null;
  actor: C['access'] extends 'public' ? Actor | null : Actor;
  language: InterfaceLanguage;
  file: UploadedFile | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends ApiCall> = (context: CallContext<C>) => Promise<ResponseOf<C>>;

/**
 * Registers the server's handler of one documented call: the path, verb, input schemas, access rule
 * and response shape all come from the shared definition. The response is parsed through its schema,
 * so a field the contract does not name (a password hash, another club's id) never leaves the server.
 */
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void {
  const routes: (CallAlias | null)[] = [null, ...(call.aliases ?? [])];
  for (const alias of routes) {
    app.route({
      method: alias?.method ?? call.method,
      url: routerPath(alias?.path ?? call.path),
      config: call.rateLimit ? { rateLimitBucket: call.rateLimit } : {},
      ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
      handler: (request, reply) => answerCall({ app, call, alias, handler, request, reply }),
    });
  }
}

/** One request of a call, at its path (alias null) or at one of its aliases. */
interface CallRequest<C extends ApiCall> {
  app: FastifyInstance;
  call: C;
  alias: CallAlias | null;
  handler: CallHandler<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Answers one request of a call, at its path or at one of its aliases: the same access rule, input
 * schemas, cache and response parsing either way.
 */
async function answerCall<C extends ApiCall>(answering: CallRequest<C>) {
  const { app, call, request, reply } = answering;
  authorize(call, request);
  const cacheKey = cachedAnswerKey(call, request, app.readCache);
  if (cacheKey !== null) {
    const read = async () => JSON.stringify(await handlerAnswer(answering));
    return sendJson(reply, await app.readCache.readOnce(cacheKey, read));
  }
  const answer = await handlerAnswer(answering);
  if (call.responseKind === 'file') return sendFile(call, reply, answer as FileAnswer);
  return answer;
}

/** What the handler answers, parsed through the call's response schema. */
async function handlerAnswer<C extends ApiCall>({
  app,
  call,
  alias,
  handler,
  request,
  reply,
}: CallRequest<C>): Promise<ResponseOf<C>> {
  let read: ReadFile | null = null;
  let rawParams: unknown = request.params ?? {};
  if (alias !== null) {
    // At an alias a placeholder may travel in a multipart field, so the file is read first.
    read = call.bodyKind === 'file' ? await readFile(request, call.fileMaxBytes ?? IMAGE_MAX_BYTES) : null;
    rawParams = aliasParams(call, alias, request, read?.fields ?? {});
  }
  const params = call.params.parse(rawParams);
  if (call.bodyKind === 'file' && read === null)
    read = await readFile(request, call.fileMaxBytes ?? IMAGE_MAX_BYTES);
  const file = read?.file ?? null;
  // A file call's other fields travel in the query string (the multipart body holds the file alone),
  // as a GET call's do.
  const inQuery = call.bodyKind === 'file' || call.method === 'GET';
  const body = call.body.parse((inQuery ? request.query : request.body) ?? {});
  refuseNulCharacters(params, withoutFileText(call, body));
  holdToHostClub(call, request, params, body);
  let result: ResponseOf<C>;
  try {
    result = await handler({
      params,
      body,
      club: request.club,
      actor: request.actor,
      language: requestLanguage(request),
      file,
      request,
      reply,
    } as CallContext<C>);
  } finally {
    // Also after a failure: a write may have changed rows before failing.
    if (mayChangeCachedAnswers(call)) await forgetChanged(call, request, app.readCache, params, body);
  }
  return parsedAnswer(call, result);
}
