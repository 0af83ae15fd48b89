import type { ApiCall, CallAlias, FileAnswer, ResponseOf, TopicRef } from '@club/shared/api/contract';
import { pathParamNames, routerPath } from '@club/shared/api/contract';
import { errorCodes } from '@club/shared/api/errors';
import type { InterfaceLanguage } from '@club/shared/constants';
import { IMAGE_MAX_BYTES } from '@club/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from './auth.ts';
import { AppError } from './errors.ts';
import { requestLanguage } from './language.ts';
import { isManagerOf, isMemberOf, isSuperAdmin } from './policy.ts';
import type { ReadCache, TopicKey } from './read-cache.ts';
import type { ClubRow } from './tenancy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/** An uploaded file of a `bodyKind: 'file'` call, read whole (its size is capped before reading). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

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
  if (isSuperAdmin(actor)) return;
  if (!isMemberOf(actor, request.club)) {
    throw new AppError(403, errorCodes.forbidden, 'This account belongs to another club');
  }
  if (rule.access === 'manager' && !isManagerOf(actor, request.club)) {
    throw new AppError(403, errorCodes.forbidden, 'Only the club manager may do this');
  }
  if (rule.access === 'superadmin') {
    throw new AppError(403, errorCodes.forbidden, 'Only the super administrator may do this');
  }
}

/**
 * Holds each field the call declares in `clubFields` to the club of the host: another club's id is
 * answered 404, as if it were not on this site (the super administrator's exception is the rule's).
 */
function holdToHostClub(call: ApiCall, request: FastifyRequest, params: unknown, body: unknown): void {
  for (const [name, rule] of Object.entries(call.clubFields ?? {})) {
    const value = [asRecord(params)[name], asRecord(body)[name]].find((found) => found !== undefined);
    if (value === undefined || value === request.club?.id) continue;
    if (rule === 'hostUnlessSuperAdmin' && isSuperAdmin(request.actor)) continue;
    throw new AppError(404, errorCodes.notFound, 'No such club on this site');
  }
}

interface ReadFile {
  file: UploadedFile;
  /** The multipart fields sent before the file part. */
  fields: Record<string, unknown>;
}

async function readFile(request: FastifyRequest, maxBytes: number): Promise<ReadFile> {
  if (!request.isMultipart()) {
    throw new AppError(
      400,
      errorCodes.invalidInput,
      'Send the file as multipart/form-data in the field "file"',
    );
  }
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') {
    throw new AppError(400, errorCodes.invalidInput, 'Send the file in the field "file"');
  }
  const data = await part.toBuffer();
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field') fields[name] = value.value;
  }
  return { file: { filename: part.filename, mimetype: part.mimetype, data }, fields };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The path parameters of a request made at an alias: those in the alias's path, and each placeholder
 * of the call's path it lacks read from the query string, the body or a multipart field before the
 * file (first found), or, for `hostClubParam`, the host's club when the request names none.
 */
function aliasParams(
  call: ApiCall,
  alias: CallAlias,
  request: FastifyRequest,
  fileFields: Record<string, unknown>,
): Record<string, unknown> {
  const params: Record<string, unknown> = { ...asRecord(request.params) };
  const inAliasPath = new Set(pathParamNames(alias.path));
  const sources = [
    asRecord(request.query),
    call.bodyKind === 'fields' ? asRecord(request.body) : {},
    fileFields,
  ];
  for (const name of pathParamNames(call.path)) {
    if (inAliasPath.has(name)) continue;
    const found = sources.map((source) => source[name]).find((value) => value !== undefined && value !== '');
    if (found !== undefined) params[name] = found;
    else if (alias.hostClubParam === name && request.club) params[name] = request.club.id;
  }
  return params;
}

/** The body without the fields the handler checks for NUL characters itself (`fileTextFields`). */
function withoutFileText(call: ApiCall, body: unknown): unknown {
  if (!call.fileTextFields?.length || typeof body !== 'object' || body === null) return body;
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const name of call.fileTextFields) delete rest[name];
  return rest;
}

/**
 * The first path (`Name`, `news_list.0.Title`) of a string holding a NUL character, which no
 * PostgreSQL text column can store: such input is refused up front rather than failing in the query.
 */
export function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function refuseNulCharacters(...inputs: unknown[]): void {
  for (const input of inputs) {
    const path = nulCharacterPath(input);
    if (path !== null)
      throw new AppError(400, errorCodes.invalidInput, `${path}: must not contain NUL characters`);
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
function cachedAnswerKey(call: ApiCall, request: FastifyRequest, cache: ReadCache): string | null {
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
const mayChangeCachedAnswers = (call: ApiCall) => call.effect === undefined;

/**
 * Forgets the cached answers a write may have changed: those showing the topics it declares in the
 * request's club, or every answer of the club when it declares none; every club's outside a club.
 */
function forgetChanged(
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

function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * `attachment` with the file's name twice: an ASCII fallback (accents dropped, anything a header or
 * a file system would choke on replaced by `_`) and the exact name in RFC 5987's `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\/:*?<>|;%]/g, '_')
      .trim() || 'download';
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

function sendFile(call: ApiCall, reply: FastifyReply, file: FileAnswer): FastifyReply {
  if (!call.fileTypes?.includes(file.contentType))
    throw new Error(`${call.path} answered a ${file.contentType} file, which it does not declare`);
  return reply
    .type(file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName))
    .send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
}

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

/**
 * The handler's answer through the call's response schema. An answer that breaks it is the server's
 * fault, not the client's: a plain Error, which the error handler logs with the request id and answers
 * 500 without details, never the ZodError that it answers 400 (bad input).
 */
function parsedAnswer<C extends ApiCall>(call: C, result: unknown): ResponseOf<C> {
  const parsed = call.response.safeParse(result);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`,
    );
    throw new Error(`${call.method} ${call.path} answered outside its response schema: ${issues.join('; ')}`);
  }
  return parsed.data as ResponseOf<C>;
}
