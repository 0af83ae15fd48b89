import type { ApiCall, CallAlias } from '@club/shared/api/contract';
import { buildPath, pathParamNames } from '@club/shared/api/contract';
import { allCalls } from '@club/shared/api/registry';
import type { CallRequest } from './matrix/fixtures.ts';
import type { World } from './matrix/world.ts';

/** How the documented-path test files find the call serving a verb and path, and make its request there. */

export const keyOf = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
export const withoutTrailingSlash = (path: string) => path.replace(/\/$/, '');

/** The contract's call answering a verb and path, at its path (the router ignores a trailing slash) or an alias. */
export function servingCall(method: string, path: string): { call: ApiCall; alias: CallAlias | null } | null {
  for (const call of allCalls) {
    if (call.method === method && withoutTrailingSlash(call.path) === withoutTrailingSlash(path)) {
      return { call, alias: null };
    }
    const alias = call.aliases?.find(
      (candidate) =>
        candidate.method === method && withoutTrailingSlash(candidate.path) === withoutTrailingSlash(path),
    );
    if (alias) return { call, alias };
  }
  return null;
}

const isPlain = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** As SPEC.md says the web app sends them: form-encoded (a list as JSON text). */
export function formEncoded(body: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(body).map(([name, value]): [string, string] => [
      name,
      value === null ? '' : isPlain(value) ? String(value) : JSON.stringify(value),
    ]),
  ).toString();
}

async function multipart(data: Buffer, fields: Record<string, string | number> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

type Carry = 'query' | 'field';

/** The `send` of the test file whose world `current` gives (built in its `beforeAll`). */
export function documentedCallSender(current: () => World) {
  /**
   * Makes a call's request at `path` (its own or an alias). A placeholder of the call's path that
   * `path` lacks travels in the query string (`carry: 'query'`) or, for a file call, in a multipart
   * field before the file (`carry: 'field'`).
   */
  return async function send(
    call: ApiCall,
    method: 'GET' | 'POST',
    path: string,
    request: CallRequest,
    headers: Record<string, string>,
    carry: Carry = 'query',
  ) {
    const world = current();
    const inPath = new Set(pathParamNames(path));
    const allParams = request.params ?? {};
    const missing = Object.fromEntries(Object.entries(allParams).filter(([name]) => !inPath.has(name)));
    const url = buildPath(path, allParams);
    const query = new URLSearchParams();
    if (carry === 'query' || call.bodyKind !== 'file') {
      for (const [name, value] of Object.entries(missing)) query.set(name, String(value));
    }
    if (call.bodyKind === 'file') {
      for (const [name, value] of Object.entries(request.body ?? {})) query.set(name, String(value));
      const file = await multipart(world.jpeg, carry === 'field' ? missing : {});
      return world.t.app.inject({
        method,
        url: query.size ? `${url}?${query}` : url,
        headers: { ...headers, 'content-type': file.contentType },
        payload: file.payload,
      });
    }
    const fullUrl = query.size ? `${url}?${query}` : url;
    if (method === 'GET') return world.t.app.inject({ method, url: fullUrl, headers });
    const body = request.body ?? {};
    if (Object.values(body).every(isPlain)) {
      return world.t.app.inject({
        method,
        url: fullUrl,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: formEncoded(body),
      });
    }
    return world.t.app.inject({ method, url: fullUrl, headers, payload: body });
  };
}
