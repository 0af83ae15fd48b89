import type { ApiCall } from '@club/shared/api/contract';
import { buildPath } from '@club/shared/api/contract';
import type { CallRequest } from './fixtures.ts';
import type { SignedActor, World } from './world.ts';

async function multipart(data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** Makes one call of the contract as `actor`, on club A's site, with the fixture's request. */
export async function sendCall(world: World, call: ApiCall, request: CallRequest, actor: SignedActor) {
  const app = world.t.app;
  const url = buildPath(call.path, request.params ?? {});
  // A GET call's fields and a file call's travel in the query string.
  const query = new URLSearchParams(
    Object.entries(request.body ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  if (call.method === 'GET')
    return app.inject({ method: 'GET', url: query ? `${url}?${query}` : url, headers: actor.headers });
  if (call.bodyKind === 'file') {
    const file = await multipart(world.jpeg);
    return app.inject({
      method: 'POST',
      url: query ? `${url}?${query}` : url,
      headers: { ...actor.headers, 'content-type': file.contentType },
      payload: file.payload,
    });
  }
  return app.inject({ method: 'POST', url, headers: actor.headers, payload: request.body ?? {} });
}
