import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { inTurns } from './request-turns.ts';

/** A request as the HTTP server hands it over: only what `inTurns` looks at. */
function fakeRequest(url: string, destroyed = false): [IncomingMessage, ServerResponse] {
  const request = { method: 'GET', url, socket: { destroyed } } as unknown as IncomingMessage;
  return [request, {} as ServerResponse];
}

const nextPass = () => new Promise((resolve) => setImmediate(resolve));

describe('requests in turns', () => {
  it('starts at most a turn of requests per pass of the event loop, in the order they came', async () => {
    const started: string[] = [];
    const listener = inTurns((request) => started.push(request.url ?? ''), 4);
    for (let index = 0; index < 10; index += 1) listener(...fakeRequest(`/api/${index}`));

    expect(started).toEqual(['/api/0', '/api/1', '/api/2', '/api/3']);
    await nextPass();
    expect(started).toHaveLength(8);
    await nextPass();
    expect(started).toEqual(Array.from({ length: 10 }, (_, index) => `/api/${index}`));
  });

  it('answers a health check at once, however many requests wait', () => {
    const started: string[] = [];
    const listener = inTurns((request) => started.push(request.url ?? ''), 2);
    for (let index = 0; index < 10; index += 1) listener(...fakeRequest(`/api/${index}`));
    listener(...fakeRequest('/healthz'));
    expect(started).toEqual(['/api/0', '/api/1', '/healthz']);
  });

  it('skips a request whose client left while it waited', async () => {
    const started: string[] = [];
    const listener = inTurns((request) => started.push(request.url ?? ''), 1);
    listener(...fakeRequest('/api/first'));
    listener(...fakeRequest('/api/gone', true));
    listener(...fakeRequest('/api/last'));
    await nextPass();
    await nextPass();
    expect(started).toEqual(['/api/first', '/api/last']);
  });

  it('on a real server, a health check sent after a burst of busy requests is answered before most of them', async () => {
    const busyMs = 3;
    const server = http.createServer(
      inTurns((request, response) => {
        if (request.url !== '/healthz') {
          const until = performance.now() + busyMs;
          while (performance.now() < until) {}
        }
        response.end(request.url);
      }, 4),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(path));
          })
          .on('error', reject);
      });
    try {
      // Connections opened first, so the burst arrives at once.
      await Promise.all(Array.from({ length: 60 }, () => get('/healthz')));
      const answered: string[] = [];
      const busy = Array.from({ length: 60 }, (_, index) =>
        get(`/busy/${index}`).then((path) => answered.push(path)),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      const health = get('/healthz').then((path) => answered.push(path));
      await Promise.all([...busy, health]);
      // Without turns the health check waits for the whole burst (60 x 3 ms) to be handled first.
      expect(answered.indexOf('/healthz')).toBeLessThan(40);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
