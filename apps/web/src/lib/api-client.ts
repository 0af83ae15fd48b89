import type { ApiCall, BodyOf, ParamsOf, ResponseOf } from '@club/shared/api/contract';
import { buildPath } from '@club/shared/api/path';
import {
  BACKGROUND_WRITES,
  OFFLINE_COPY_HEADER,
  OFFLINE_WRITE_REFUSED_EVENT,
  READS_SENT_AS_POST,
} from '../sw/offline-copy.ts';
import { currentAlias } from './club-alias.ts';
import { withFileCallFields } from './file-call-fields.ts';
import { storedLanguage } from './language.ts';
import { isServerRender, serverRequest } from './render-environment.ts';
import { readToken } from './session.ts';

/** A refused call: the HTTP status and the server's error code (see packages/shared/src/api/errors.ts). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /** For `invalid_input`: which body fields the server refused (`path` as `a.b`), with its words. */
  readonly issues: readonly ApiFieldIssue[];
  /** For a sign-up refused for a paper (`medical_certificate_expired`...): which, and its last valid day. */
  readonly paper: ApiPaperIssue | null;

  constructor(
    status: number,
    code: string,
    message: string,
    issues: readonly ApiFieldIssue[] = [],
    paper: ApiPaperIssue | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.paper = paper;
  }
}

export type ApiPaperIssue = { Kind: string; Valid_until: string | null };

export type ApiFieldIssue = { path: string; message: string };

/** The code of a write refused at once because the browser is offline: nothing was sent (issue 15). */
export const OFFLINE_ERROR_CODE = 'offline';

/**
 * Reads answered from the service worker's offline copy (issue 15): `oldest` is the date the oldest of
 * them was stored, and each one is told as a `copy` event; the offline notice shows them and resets
 * `oldest` when the network is back.
 */
export const offlineCopies = Object.assign(new EventTarget(), { oldest: null as string | null });

type CallInput<C extends ApiCall> = {
  params?: ParamsOf<C>;
  body?: BodyOf<C>;
  /** For `bodyKind: 'file'` calls: sent as the multipart field `file`. */
  file?: Blob;
  fileName?: string;
  /** Override the stored token (e.g. right after signing in). */
  token?: string | null;
  signal?: AbortSignal;
};

/**
 * Makes one documented call through its shared definition: the path, verb and body shape cannot
 * drift from what the server registered. The token and language travel in headers.
 */
export async function callApi<C extends ApiCall>(call: C, input: CallInput<C> = {}): Promise<ResponseOf<C>> {
  const path = buildPath(call.path, (input.params ?? {}) as Record<string, string | number>);
  // A GET call's fields travel in the query string (a file call's too: its body holds the file alone).
  const url =
    call.method === 'GET' && call.bodyKind !== 'file'
      ? withQuery(path, input.body)
      : withFileCallFields(call, path, input.body);
  const headers: Record<string, string> = { 'Accept-Language': storedLanguage(), Language: storedLanguage() };
  // The server renders pages as a visitor sees them: never with a session.
  const token = isServerRender ? null : input.token === undefined ? readToken(currentAlias()) : input.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (call.bodyKind === 'file') {
    const form = new FormData();
    if (input.file) form.append('file', input.file, input.fileName ?? 'upload');
    body = form;
  } else if (call.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body ?? {});
  }

  // Offline, a write is refused before anything is sent, never queued: the form keeps what was typed,
  // and the offline notice (src/features/offline) says why.
  const writes = call.method !== 'GET' && !READS_SENT_AS_POST.has(call.path);
  if (writes && !isServerRender && !navigator.onLine) {
    if (!BACKGROUND_WRITES.has(call.path)) window.dispatchEvent(new Event(OFFLINE_WRITE_REFUSED_EVENT));
    throw new ApiRequestError(0, OFFLINE_ERROR_CODE, 'Offline: nothing was sent');
  }
  const send = isServerRender ? serverRequest().fetch : fetch;
  const response = await send(url, { method: call.method, headers, body, signal: input.signal });
  const copy = response.headers.get(OFFLINE_COPY_HEADER);
  if (copy !== null) {
    if (offlineCopies.oldest === null || copy < offlineCopies.oldest) offlineCopies.oldest = copy;
    offlineCopies.dispatchEvent(new Event('copy'));
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    json = null;
  }
  if (!response.ok) {
    // Its schema (and zod) loads with the first refusal, not with every page (issue 19).
    const { apiErrorSchema } = await import('@club/shared/api/errors');
    const error = apiErrorSchema.safeParse(json);
    throw error.success
      ? new ApiRequestError(
          response.status,
          error.data.error,
          error.data.message,
          error.data.issues,
          error.data.paper ?? null,
        )
      : new ApiRequestError(response.status, 'http_error', `HTTP ${response.status}`);
  }
  return json as ResponseOf<C>;
}

/**
 * The address of a call, for a link the browser follows itself rather than a fetch: e.g. a call
 * answering a file, `<a href={callUrl(exportLayer, { params, query: { format: 'gpx' } })} download>`.
 * `query` holds the call's fields (a GET call reads them from the query string); a link sends no
 * token, so it suits public calls.
 */
export function callUrl<C extends ApiCall>(
  call: C,
  input: { params?: ParamsOf<C>; query?: BodyOf<C> } = {},
): string {
  return withQuery(
    buildPath(call.path, (input.params ?? {}) as Record<string, string | number>),
    input.query,
  );
}

/** `path?name=value…` for the fields of `fields` that are set. */
function withQuery(path: string, fields: unknown): string {
  if (typeof fields !== 'object' || fields === null) return path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

export function isApiError(error: unknown, code?: string): error is ApiRequestError {
  return error instanceof ApiRequestError && (code === undefined || error.code === code);
}
