import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES_PAGE_SIZE, ROLE } from '@club/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(club: ClubRow, overrides: Parameters<typeof buildMember>[2] = {}) {
  const user = await buildMember(t.db, club, overrides);
  const headers = as(hostOf(club), await signIn(t.app, hostOf(club), user));
  return { user, headers };
}

async function clubOfThree() {
  const club = await buildClub(t.db);
  return { club, a: await signedIn(club), b: await signedIn(club), c: await signedIn(club) };
}

type Headers = Record<string, string>;
const send = (app: TestApp, headers: Headers, user_id: number, message: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/Messages/sendMessage',
    headers,
    payload: { user_id, message },
  });
const page = (headers: Headers, userId: number, n = 0) =>
  t.app.inject({ url: `/api/Messages/getMessages/${userId}/${n}`, headers });

describe('a conversation', () => {
  it('is visible to its two members only', async () => {
    const { a, b, c } = await clubOfThree();
    expect((await send(t, a.headers, b.user.id, 'Bonjour Léa')).statusCode).toBe(200);
    expect((await send(t, b.headers, a.user.id, 'Salut !')).statusCode).toBe(200);

    const seenByA = (await page(a.headers, b.user.id)).json();
    expect(seenByA.map((m: { Message_content: string }) => m.Message_content)).toEqual([
      'Salut !',
      'Bonjour Léa',
    ]);
    expect((await page(b.headers, a.user.id)).json()).toHaveLength(2);
    // A third member asking for "the conversation with A" gets their own (empty) one, never A's with B.
    expect((await page(c.headers, a.user.id)).json()).toEqual([]);
    expect((await page(c.headers, b.user.id)).json()).toEqual([]);
    const conversationsOfC = await t.app.inject({ url: '/api/Users/getUsersByMessage', headers: c.headers });
    expect(conversationsOfC.json()).toEqual([]);
    // Without a token: nothing.
    const anonymous = await page({ host: hostOf((await buildClub(t.db)) as ClubRow) }, a.user.id);
    expect(anonymous.statusCode).toBe(401);
  });

  it('pages by 10, newest first, and marks what was received as read', async () => {
    const { a, b } = await clubOfThree();
    for (let index = 1; index <= 23; index += 1) {
      expect((await send(t, a.headers, b.user.id, `message ${index}`)).statusCode).toBe(200);
    }
    const unread = await t.app.inject({ url: '/api/Messages/countUnread', headers: b.headers });
    expect(unread.json()).toEqual({ count: 23 });

    const first = (await page(b.headers, a.user.id, 0)).json();
    const second = (await page(b.headers, a.user.id, 1)).json();
    const third = (await page(b.headers, a.user.id, 2)).json();
    expect(first).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first[0].Message_content).toBe('message 23');
    expect(second[0].Message_content).toBe('message 13');
    expect(third.map((m: { Message_content: string }) => m.Message_content)).toEqual([
      'message 3',
      'message 2',
      'message 1',
    ]);
    expect((await page(b.headers, a.user.id, 3)).json()).toEqual([]);
    const after = await t.app.inject({ url: '/api/Messages/countUnread', headers: b.headers });
    expect(after.json()).toEqual({ count: 0 });
    // The sender's own count never included what they sent.
    expect((await t.app.inject({ url: '/api/Messages/countUnread', headers: a.headers })).json()).toEqual({
      count: 0,
    });
  });

  it('refuses an empty or oversized message, writing nothing', async () => {
    const { a, b } = await clubOfThree();
    expect((await send(t, a.headers, b.user.id, '   ')).json().error).toBe('invalid_input');
    expect((await send(t, a.headers, b.user.id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await send(t, a.headers, a.user.id, 'to myself')).statusCode).toBe(404);
    expect((await page(a.headers, b.user.id)).json()).toEqual([]);
  });
});

describe('conversations', () => {
  it('lists correspondents, latest exchange first, with unread counts', async () => {
    const { a, b, c } = await clubOfThree();
    await send(t, b.headers, a.user.id, 'from B 1');
    await send(t, b.headers, a.user.id, 'from B 2');
    await send(t, c.headers, a.user.id, 'from C');
    await send(t, a.headers, c.user.id, 'to C');
    const conversations = (
      await t.app.inject({ url: '/api/Users/getUsersByMessage', headers: a.headers })
    ).json();
    expect(conversations.map((conversation: { Id: number }) => conversation.Id)).toEqual([
      c.user.id,
      b.user.id,
    ]);
    expect(conversations[0]).toMatchObject({ Last_message: 'to C', Unread: 1 });
    expect(conversations[1]).toMatchObject({ Last_message: 'from B 2', Unread: 2 });
    expect(conversations[0]).not.toHaveProperty('Email');
  });
});

describe('another club', () => {
  it('is neither found by the search nor messageable', async () => {
    const { club, a, b } = await clubOfThree();
    const unvalidated = await buildMember(t.db, club, { emailValidatedAt: null });
    const other = await buildClub(t.db);
    const stranger = await signedIn(other);

    const search = await t.app.inject({
      url: `/api/Users/getAllUsersByClubForMessage/${club.id}`,
      headers: a.headers,
    });
    const ids = search.json().map((m: { Id: number }) => m.Id);
    expect(ids).toContain(b.user.id);
    expect(ids).not.toContain(a.user.id);
    expect(ids).not.toContain(stranger.user.id);
    expect(ids).not.toContain(unvalidated.id);
    expect(search.json()[0]).not.toHaveProperty('Email');

    // Asking for the other club's list from this club's host: not found, as any other club's row.
    const foreignList = await t.app.inject({
      url: `/api/Users/getAllUsersByClubForMessage/${other.id}`,
      headers: a.headers,
    });
    expect(foreignList.statusCode).toBe(404);

    // Writing to the stranger, or reading a conversation with them: not found, nothing written.
    expect((await send(t, a.headers, stranger.user.id, 'hello')).statusCode).toBe(404);
    expect((await page(a.headers, stranger.user.id)).statusCode).toBe(404);
    expect((await send(t, a.headers, unvalidated.id, 'hello')).statusCode).toBe(404);
    // The stranger's token does not work on this club's host.
    const intruder = { ...stranger.headers, host: hostOf(club) };
    expect((await send(t, intruder, a.user.id, 'hello')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Messages/countUnread', headers: a.headers })).json()).toEqual({
      count: 0,
    });
  });

  it('keeps the super administrator out of members’ messages', async () => {
    const { club, a } = await clubOfThree();
    const admin = await buildMember(t.db, null, { role: ROLE.superAdministrator });
    const headers = as(hostOf(club), await signIn(t.app, hostOf(club), admin));
    expect((await send(t, headers, a.user.id, 'hi')).statusCode).toBe(403);
  });
});

/** Reads server-sent events from a listening app until `predicate` accepts one. */
function openEventStream(port: number, headers: Headers) {
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  let response: IncomingMessage | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: '/api/Messages/events', headers },
      (incoming) => {
        response = incoming;
        let buffer = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          buffer += chunk;
          if (buffer.includes(': connected')) resolve();
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data !== undefined) events.push({ event, data });
            for (const wake of waiters.splice(0)) wake();
            end = buffer.indexOf('\n\n');
          }
        });
        if (incoming.statusCode !== 200) reject(new Error(`status ${incoming.statusCode}`));
      },
    );
    request.on('error', reject);
    request.end();
  });
  return {
    connected,
    status: () => response?.statusCode,
    async next(predicate: (event: { event: string; data: string }) => boolean) {
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => response?.destroy(),
  };
}

describe('live delivery', () => {
  it('brings a message sent through one server to a subscriber of another on the same database', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) the second app has its own pool and LISTEN connection, as a
    // second process would; on PGlite both share the one in-process database.
    const second = await createTestApp({}, { sharing: t });
    const { a, b } = await clubOfThree();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const stream = openEventStream(port, b.headers);
    try {
      await stream.connected;
      const sent = await send(second, a.headers, b.user.id, 'Plongée demain ?');
      expect(sent.statusCode).toBe(200);
      const event = await stream.next((e) => e.event === 'message');
      expect(JSON.parse(event.data)).toEqual({
        Id: sent.json().Id,
        Sender_id: a.user.id,
        Recipient_id: b.user.id,
      });
      // Reading it tells B's other tabs (the badge) too.
      await page(b.headers, a.user.id);
      await stream.next((e) => e.event === 'read');
    } finally {
      stream.close();
      await second.close();
    }
  });

  it('refuses a visitor and a member of another club', async () => {
    const { club } = await clubOfThree();
    const visitor = await t.app.inject({ url: '/api/Messages/events', headers: { host: hostOf(club) } });
    expect(visitor.statusCode).toBe(401);
    const stranger = await signedIn(await buildClub(t.db));
    const foreign = await t.app.inject({
      url: '/api/Messages/events',
      headers: { ...stranger.headers, host: hostOf(club) },
    });
    expect(foreign.statusCode).toBe(401);
  });
});
