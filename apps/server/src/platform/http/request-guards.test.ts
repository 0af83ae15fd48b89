import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorCodes } from '@club/shared/api/errors';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
import { openTestDatabase, type TestDatabaseHandle } from '../../../test/database.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { messages } from '../../db/schema/messages.ts';
import { createNotifier, type Notifier } from '../data/notifier.ts';
import { createReadCache, type ReadCache } from '../data/read-cache.ts';
import { createLocalFileStore } from '../files/storage.ts';
import { createMailer } from '../mailer.ts';
import { logHash, logSafeUrl, MAX_JSON_DEPTH } from './request-guards.ts';

/** A real app whose log lines (level info) are kept in `logLines`, with short request timeouts. */
let app: FastifyInstance;
let database: TestDatabaseHandle;
let notifier: Notifier;
let readCache: ReadCache;
let dataDir: string;
const logLines: string[] = [];
let club: ClubRow;
let headers: Record<string, string>;
let recipientId: number;

const REQUEST_TIMEOUT_MS = 1_000;

beforeAll(async () => {
  database = await openTestDatabase(inject('database'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'club-guards-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED: 'none',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    PUBLIC_URL: 'http://localhost:3000',
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
  notifier = await createNotifier(database);
  readCache = await createReadCache(database);
  app = await buildApp({
    config,
    notifier,
    readCache,
    db: database.db,
    store: createLocalFileStore(path.join(dataDir, 'files')),
    mailer: createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: path.join(dataDir, 'mail'),
      log: { info() {} },
    }),
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  await app.ready();
  club = await buildClub(database.db);
  const sender = await buildMember(database.db, club);
  recipientId = (await buildMember(database.db, club)).id;
  headers = as(hostOf(club), await signIn(app, hostOf(club), sender));
});
afterAll(async () => {
  await app.close();
  await notifier.close();
  await readCache.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const messageCount = async () => (await database.db.select({ value: count() }).from(messages))[0]?.value;

describe('a deeply nested JSON body', () => {
  it('is refused with invalid_input before anything walks it (it was a 500)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Videos/getVideos',
      headers: { host: hostOf(club), 'content-type': 'application/json' },
      payload: '['.repeat(500_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: errorCodes.invalidInput });
  });

  it('changes nothing: a message carrying a deep field is not sent; the same message, flat, is', async () => {
    const before = await messageCount();
    const deep = await app.inject({
      method: 'POST',
      url: '/api/Messages/sendMessage',
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      payload: `{"user_id":${recipientId},"message":"hello","extra":${nested(MAX_JSON_DEPTH + 1)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ error: errorCodes.invalidInput });
    expect(await messageCount()).toBe(before);

    const flat = await app.inject({
      method: 'POST',
      url: '/api/Messages/sendMessage',
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      payload: `{"user_id":${recipientId},"message":"hello","extra":${nested(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(flat.statusCode).toBe(200);
    expect(await messageCount()).toBe((before ?? 0) + 1);
  });

  it('keeps the usual answers to malformed JSON and to __proto__ keys', async () => {
    const call = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Videos/getVideos',
        headers: { host: hostOf(club), 'content-type': 'application/json' },
        payload,
      });
    for (const payload of ['{"page":', '{"__proto__":{"x":1},"club_id":1}']) {
      const response = await call(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error).toBe(errorCodes.invalidInput);
    }
    expect((await call(JSON.stringify({ club_id: club.id }))).statusCode).toBe(200);
  });
});

describe('a request body sent a byte at a time', () => {
  it('is cut once REQUEST_TIMEOUT_MS has passed; a body sent at once is answered', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const socket = connect({ port: address.port, host: '127.0.0.1' });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Date.now() - started)),
    );
    socket.write(
      `POST /api/Videos/getVideos HTTP/1.1\r\nHost: ${hostOf(club)}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 100);
    try {
      const elapsed = await Promise.race([
        closed,
        new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10 * REQUEST_TIMEOUT_MS)),
      ]);
      expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(5 * REQUEST_TIMEOUT_MS);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }

    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: address.port,
          method: 'POST',
          path: '/api/Videos/getVideos',
          headers: { host: hostOf(club), 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ club_id: club.id }));
    });
    expect(status).toBe(200);
  });
});

describe('a live-event stream', () => {
  it('stays open past REQUEST_TIMEOUT_MS: only the request is timed, not the answer', async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    let ended = false;
    let received = '';
    const request = httpRequest(
      { host: '127.0.0.1', port: address.port, path: '/api/Messages/events', headers },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          received += chunk;
        });
        response.on('end', () => {
          ended = true;
        });
      },
    );
    request.on('error', () => {
      ended = true;
    });
    request.end();
    try {
      await new Promise((resolve) => setTimeout(resolve, 3 * REQUEST_TIMEOUT_MS));
      expect(received).toContain(': connected');
      expect(ended).toBe(false);
    } finally {
      request.destroy();
    }
  });
});

describe('the logs', () => {
  it('show a short hash instead of the tokens in request URLs', async () => {
    const token = 'Zq3xVb7Nw1Lk9Pt5Rs2Yh8Gf4Dc6Ma0EuJiOoTnXyQ';
    const urls = [
      `/api/Users/removeToken/${token}`,
      `/api/Users/validate/${token}`,
      `/api/Users/setNewEmail/${token}`,
      `/auth/${token}`,
      `/reset_password/${token}`,
      `/change_email/${token}`,
      `/api/Users/validate/${token}?page=1&token=${token}`,
      `/api/Users/facebook/callback?code=${token}&state=${token}`,
    ];
    const start = logLines.length;
    for (const url of urls) {
      await app.inject({ url, headers });
    }
    const written = logLines.slice(start).join('');
    expect(written).toContain('incoming request');
    expect(written).toContain(`/api/Users/validate/${logHash(token)}`);
    expect(written).not.toContain(token);
    expect(written).not.toContain(headers.authorization?.slice('Bearer '.length));
  });

  it('keep the rest of the URL as it came', () => {
    expect(logSafeUrl('/api/Videos/getVideos?page=2')).toBe('/api/Videos/getVideos?page=2');
    expect(logSafeUrl('/api/users/VALIDATE/abc?x=1')).toBe(`/api/users/VALIDATE/${logHash('abc')}?x=1`);
    expect(logSafeUrl('/cb?code=&access_token=t')).toBe(`/cb?code=&access_token=${logHash('t')}`);
  });
});
