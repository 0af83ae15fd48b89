import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const CAP = 3;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ LIVE_STREAMS_PER_MEMBER: String(CAP) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a live-event stream; `ended` settles with what it received once the server closes it. */
function openStream(headers: Record<string, string>) {
  let response: IncomingMessage | undefined;
  let received = '';
  let isOpen = true;
  let markEnded: (text: string) => void = () => {};
  const ended = new Promise<string>((resolve) => {
    markEnded = resolve;
  });
  const connected = new Promise<void>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: '/api/Messages/events', headers },
      (incoming) => {
        response = incoming;
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          received += chunk;
          if (received.includes(': connected')) resolve();
        });
        incoming.on('end', () => {
          isOpen = false;
          markEnded(received);
        });
        if (incoming.statusCode !== 200) reject(new Error(`status ${incoming.statusCode}`));
      },
    );
    request.on('error', reject);
    request.end();
  });
  return { connected, ended, isOpen: () => isOpen, close: () => response?.destroy() };
}

describe('live-event streams of one member', () => {
  it(`are capped at LIVE_STREAMS_PER_MEMBER: stream ${CAP + 1} closes the oldest, others stay`, async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db, club);
    const other = await buildMember(t.db, club);
    const headers = as(hostOf(club), await signIn(t.app, hostOf(club), member));
    const otherHeaders = as(hostOf(club), await signIn(t.app, hostOf(club), other));
    const streams = [];
    try {
      const others = openStream(otherHeaders);
      streams.push(others);
      await others.connected;
      for (let index = 0; index < CAP; index++) {
        const stream = openStream(headers);
        streams.push(stream);
        await stream.connected;
      }
      expect(streams.every((stream) => stream.isOpen())).toBe(true);

      const newest = openStream(headers);
      streams.push(newest);
      await newest.connected;
      const oldest = streams[1];
      expect(await oldest?.ended).toContain('event: replaced');
      // A moment for a wrongly closed stream to show.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(streams.map((stream) => stream.isOpen())).toEqual([true, false, true, true, true]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
