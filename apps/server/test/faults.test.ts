import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGE_EVENTS_PATH } from '@club/shared/api/messages';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupScope } from '../src/backup/scope.ts';
import { clubs } from '../src/db/schema/clubs.ts';
import { comments, news, newsContents } from '../src/db/schema/news.ts';
import { users } from '../src/db/schema/users.ts';
import { danglingReferenceQueries } from '../src/db/tables.ts';
import { openDatabase } from '../src/platform/data/db.ts';
import { keyOfFileUrl } from '../src/platform/files/storage.ts';
import { DEMO_MANAGER, DEMO_MEMBERS } from '../src/seed/demo-accounts.ts';
import { createScratchDatabase, request, type ServerProcess, startServer } from './server-process.ts';

/**
 * Faults of the real server process, on the database of the run (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set): SIGKILL in the middle of a burst of writes, then SIGTERM during an upload.
 */

const host = 'demo.localhost:3000';
const { postgresUrl } = inject('database');
let dataDir: string;
let scratch: { url: string; drop(): Promise<void> } | undefined;
let env: Record<string, string>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'club-faults-'));
  scratch = postgresUrl ? await createScratchDatabase(postgresUrl, 'faults') : undefined;
  env = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', SEED: 'demo' };
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function signInAs(port: number, account: { email: string; password: string }) {
  const answer = await request(port, {
    host,
    path: '/api/Users/connection/',
    json: { email: account.email, password: account.password },
  });
  expect(answer.status, answer.body).toBe(200);
  return answer.json<{ token: string }>().token;
}

/** What the burst wrote: texts of acknowledged writes, and of writes whose answer never came. */
const burst = {
  ackedComments: [] as string[],
  ackedNews: [] as string[],
  unansweredComments: [] as string[],
  unansweredNews: [] as string[],
};
const run = Math.random().toString(36).slice(2, 8);
let avatarUrl = '';

// Each test starts real server processes (migrate, seed): slow on a busy 2-core machine.
describe('server process faults', { timeout: 120_000 }, () => {
  it('loses no acknowledged write when SIGKILLed in the middle of a burst, and starts again', async () => {
    server = await startServer(env);
    const first = server;
    const memberToken = await signInAs(first.port, DEMO_MEMBERS[0] ?? DEMO_MANAGER);
    const managerToken = await signInAs(first.port, DEMO_MANAGER);
    const club = (await request(first.port, { host, path: '/api/Clubs/getClubByAlias/demo' })).json<{
      Id: number;
    }>();
    const newsList = await request(first.port, { host, path: `/api/News/getNewsByClub/${club.Id}/0` });
    const newsId = newsList.json<{ Id: number }[]>()[0]?.Id;
    expect(newsId).toBeTypeOf('number');

    // Eight writers in parallel: comments by a member, and now and then a two-language news item by the
    // manager (one transaction writing three rows). SIGKILL once 60 writes are acknowledged.
    const killAfter = 60;
    let sequence = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        sequence += 1;
        const text = `burst ${run} ${sequence}`;
        const isNews = sequence % 5 === 0;
        const write = isNews
          ? request(first.port, {
              host,
              path: '/api/News/editNewsContent',
              token: managerToken,
              json: {
                news_list: [
                  { Language_key: 'fr', Title: text, News_content: `<p>${text}</p>` },
                  { Language_key: 'en', Title: text, News_content: `<p>${text}</p>` },
                ],
              },
            })
          : request(first.port, {
              host,
              path: '/api/News/addComment',
              token: memberToken,
              json: { news_id: newsId, comment_content: text },
            });
        const answer = await write.catch(() => null);
        if (answer === null) {
          (isNews ? burst.unansweredNews : burst.unansweredComments).push(text);
          continue;
        }
        expect(answer.status, answer.body).toBe(200);
        (isNews ? burst.ackedNews : burst.ackedComments).push(text);
        if (!killed && burst.ackedComments.length + burst.ackedNews.length >= killAfter) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(burst.ackedNews.length).toBeGreaterThan(0);
    // The kill came mid-burst: the other writers had requests under way that never got an answer.
    expect(burst.unansweredComments.length + burst.unansweredNews.length).toBeGreaterThan(0);

    // The same data, a new process: it recovers and serves every acknowledged comment.
    server = await startServer(env);
    const comments = await request(server.port, { host, path: `/api/News/getComments/${newsId}` });
    expect(comments.status).toBe(200);
    const served = comments.json<{ Comment_content: string }[]>().map((comment) => comment.Comment_content);
    for (const text of burst.ackedComments) expect(served).toContain(text);
  });

  it('SIGTERM finishes the request in flight, refuses new connections and exits with 0', async () => {
    const running = server;
    if (!running) throw new Error('no server');
    const token = await signInAs(running.port, DEMO_MEMBERS[1] ?? DEMO_MANAGER);
    const image = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 10, g: 90, b: 140 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const boundary = `----faults${run}`;
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="me.jpg"\r\n` +
        'content-type: image/jpeg\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, image, tail]);

    // Half the upload goes out; the server has the request (its headers are logged) when SIGTERM comes.
    const half = Math.floor(body.length / 2);
    const answersLater: (() => void)[] = [];
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = http.request(
        {
          host: '127.0.0.1',
          port: running.port,
          method: 'POST',
          path: '/api/Users/editAvatar',
          agent: false,
          headers: {
            host,
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      upload.on('error', reject);
      upload.write(body.subarray(0, half));
      answersLater.push(() => upload.end(body.subarray(half)));
    });
    answer.catch(() => {}); // awaited below; a failure before that must not surface as unhandled
    // A member's live events stream stays open for ever; the stop must end it, not wait for it.
    const live = await openEventStream(running.port, token);
    await running.waitForLog('"url":"/api/Users/editAvatar"');
    running.child.kill('SIGTERM');
    await running.waitForLog('shutting down');

    // The listener closes right after that log line: from then on nobody new gets in, while the upload
    // is still arriving.
    let refused = false;
    while (!refused) refused = (await connectOutcome(running.port)) === 'ECONNREFUSED';
    expect(await connectOutcome(running.port)).toBe('ECONNREFUSED');
    expect(running.child.exitCode).toBeNull();

    for (const finish of answersLater) finish();
    const uploaded = await answer;
    expect(uploaded.status, uploaded.body).toBe(200);
    avatarUrl = JSON.parse(uploaded.body).Avatar_url;
    await live.ended;
    expect(await running.exited).toEqual({ code: 0, signal: null });
  });

  it('leaves a consistent database holding every acknowledged write', async () => {
    const handle = openDatabase({ databaseUrl: scratch?.url, dataDir });
    try {
      const db = handle.db;
      const [demo] = await db.select().from(clubs).where(eq(clubs.alias, 'demo'));
      if (!demo) throw new Error('demo club missing');

      const written = await db
        .select({ content: comments.content, userId: comments.userId })
        .from(comments)
        .where(like(comments.content, `burst ${run} %`));
      const writtenTexts = written.map((row) => row.content);
      for (const text of burst.ackedComments) expect(writtenTexts.filter((t) => t === text)).toHaveLength(1);
      // Nothing appears that was never sent, and nothing twice.
      const sent = new Set([...burst.ackedComments, ...burst.unansweredComments]);
      expect(writtenTexts.every((text) => sent.has(text))).toBe(true);
      expect(new Set(writtenTexts).size).toBe(writtenTexts.length);
      const [member] = await db
        .select()
        .from(users)
        .where(eq(users.email, DEMO_MEMBERS[0]?.email ?? ''));
      expect(written.every((row) => row.userId === member?.id)).toBe(true);

      // Each news item is whole: both of its languages, or not there at all.
      const titles = await db
        .select({ newsId: newsContents.newsId, title: newsContents.title })
        .from(newsContents)
        .where(and(eq(newsContents.clubId, demo.id), like(newsContents.title, `burst ${run} %`)));
      for (const text of burst.ackedNews) expect(titles.filter((row) => row.title === text)).toHaveLength(2);
      const newsIds = [...new Set(titles.map((row) => row.newsId))];
      expect(newsIds.length).toBe(titles.length / 2);
      const sentNews = new Set([...burst.ackedNews, ...burst.unansweredNews]);
      expect(titles.every((row) => sentNews.has(row.title))).toBe(true);
      const halfNews = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${news} n where not exists (select 1 from ${newsContents} c where c.news_id = n.id)`,
      );
      expect(rowsOf<{ n: number }>(halfNews)[0]?.n).toBe(0);
      expect(await db.select({ id: news.id }).from(news).where(inArray(news.id, newsIds))).toHaveLength(
        newsIds.length,
      );

      // Every foreign key of the schema leads somewhere.
      for (const check of danglingReferenceQueries()) {
        const result = await db.execute<{ n: number }>(sql.raw(check.sql));
        expect(rowsOf<{ n: number }>(result)[0]?.n, check.label).toBe(0);
      }

      // The upload that SIGTERM let finish is recorded, and its file is on disk.
      const [uploader] = await db
        .select()
        .from(users)
        .where(eq(users.email, DEMO_MEMBERS[1]?.email ?? ''));
      expect(uploader?.avatarUrl).toBe(avatarUrl);
      const key = keyOfFileUrl(avatarUrl);
      expect(key).not.toBeNull();
      expect((await stat(path.join(dataDir, 'files', key ?? ''))).size).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});

describe('npm run backup and npm run restore', { timeout: 120_000 }, () => {
  it('round-trip the demo club between two installations on the command line', async () => {
    const archive = path.join(dataDir, 'demo.tar.gz');
    const backup = await npmRun(['backup', '--', 'demo', archive], env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Club "demo" \(id \d+\): \d+ rows, \d+ files/);

    const otherDir = await mkdtemp(path.join(tmpdir(), 'club-restored-'));
    const otherDatabase = postgresUrl ? await createScratchDatabase(postgresUrl, 'restored') : undefined;
    const otherEnv = { DATA_DIR: otherDir, DATABASE_URL: otherDatabase?.url ?? '' };
    try {
      const restore = await npmRun(['restore', '--', archive], otherEnv);
      expect(restore.code, restore.output).toBe(0);
      const count = async (databaseUrl: string | undefined, directory: string) => {
        const handle = openDatabase({ databaseUrl, dataDir: directory });
        try {
          const [club] = await handle.db.select().from(clubs).where(eq(clubs.alias, 'demo'));
          const counts: Record<string, number> = {};
          for (const { info, rowsOf: clubRowsOf } of backupScope.tables) {
            const result = await handle.db.execute(
              sql`select count(*)::int as n from ${info.table} where ${clubRowsOf(club?.id ?? 0)}`,
            );
            counts[info.name] = rowsOf<{ n: number }>(result)[0]?.n ?? -1;
          }
          return counts;
        } finally {
          await handle.close();
        }
      };
      const restored = await count(otherDatabase?.url, otherDir);
      expect(restored).toEqual(await count(scratch?.url, dataDir));
      expect(restored.comments).toBeGreaterThan(burst.ackedComments.length);
    } finally {
      await otherDatabase?.drop();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

/** `npm run <args>` from the repository's root, as an operator types it. */
function npmRun(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Rows of `db.execute`, which node-postgres wraps in `{ rows }` and PGlite too. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** Opens the live events stream; `ended` resolves when the server closes it. */
function openEventStream(port: number, token: string): Promise<{ ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path: MESSAGE_EVENTS_PATH,
        agent: false,
        headers: { host, authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (response) => {
        const ended = new Promise<void>((done) => response.once('close', () => done()));
        response.once('data', () => resolve({ ended }));
        response.resume();
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function connectOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}
