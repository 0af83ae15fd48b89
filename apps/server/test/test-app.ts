import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database, DatabaseHandle } from '../src/platform/data/db.ts';
import { createNotifier } from '../src/platform/data/notifier.ts';
import { createReadCache } from '../src/platform/data/read-cache.ts';
import { createLocalFileStore, type FileStore } from '../src/platform/files/storage.ts';
import { createMailer } from '../src/platform/mailer.ts';
import { openTestDatabase, type TestDatabaseHandle } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  /** The app's file store: DATA_DIR/files unless the test gave another. */
  store: FileStore;
  database: TestDatabaseHandle;
  /** Mails written to the outbox, oldest first. */
  outbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML body, decoded. */
  html: string;
  links: string[];
}

const silentLog = { info() {} };

/**
 * pg warns (once per process) when one connection is given a query while it runs another: inside a
 * transaction, `Promise.all` over queries does that, and pg 9 will refuse it. Any such warning fails
 * the app that was open when it came.
 */
const concurrentQueries: string[] = [];
process.on('warning', (warning) => {
  if (/already executing a query/.test(warning.message))
    concurrentQueries.push(warning.stack ?? warning.message);
});

export interface TestAppOptions {
  /** The database of another test app instead of a fresh one, as a second server process. */
  sharing?: TestApp;
  /** Where the app's log lines go (set LOG_LEVEL in `env` to see them). */
  logStream?: { write(line: string): void };
  /** The file store instead of a local one in the app's data folder (an S3 bucket). */
  store?: FileStore;
  /** Routes a test adds to the app before it is ready (a call only the test knows). */
  extraRoutes?: (app: FastifyInstance) => void;
}

/**
 * A real app on its own fresh database and data folder; `env` overrides the test defaults.
 * `sharing` gives it the database of another test app instead, as a second server process.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database: TestDatabaseHandle = options.sharing
    ? sharedHandle(options.sharing.database.sameDatabase(), options.sharing.database)
    : await openTestDatabase(inject('database'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'club-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_EXPORTS_PER_MINUTE: '1000',
    // Every request of a test file comes from 127.0.0.1 and many ask mails for the same people: the
    // mail limits are tested where they are set (platform/http/rate-limit).
    ACCOUNT_MAILS_PER_CLIENT_PER_HOUR: '1000',
    ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: '1000',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const outboxDir = path.join(dataDir, 'mail');
  const notifier = await createNotifier(database);
  const readCache = await createReadCache(database);
  const store = options.store ?? createLocalFileStore(path.join(dataDir, 'files'));
  const app = await buildApp({
    notifier,
    readCache,
    config,
    db: database.db,
    store,
    mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir, log: silentLog }),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    dataDir,
    store,
    database,
    outbox: () => readOutbox(outboxDir),
    async close() {
      const warned = concurrentQueries.splice(0);
      if (warned.length > 0) throw new Error(`queries sent at once on one connection:\n${warned.join('\n')}`);
      await app.close();
      await notifier.close();
      await readCache.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function sharedHandle(handle: DatabaseHandle, owner: TestDatabaseHandle): TestDatabaseHandle {
  return { ...handle, sameDatabase: () => owner.sameDatabase() };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Reads the .eml files the mailer wrote: recipient, subject, plain-text body and its links. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails: OutboxMail[] = [];
  for (const name of names) {
    const raw = (await readFile(path.join(outboxDir, name), 'utf8')).replace(/\r\n/g, '\n');
    // Long headers are folded over several lines; unfold them before reading one.
    const headers = (raw.split('\n\n')[0] ?? '').replace(/\n[ \t]+/g, ' ');
    const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'mi').exec(headers)?.[1]?.trim() ?? '';
    const text = decodedPart(raw, 'plain');
    mails.push({
      to: header('To'),
      subject: decodeMimeWords(header('Subject')),
      text,
      html: decodedPart(raw, 'html'),
      links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
    });
  }
  return mails;
}

/** The body of the mail's text/plain or text/html part, decoded. */
function decodedPart(raw: string, subtype: 'plain' | 'html'): string {
  const part =
    new RegExp(`Content-Type: text/${subtype}[^\\n]*\\n(?:[^\\n]+\\n)*\\n([\\s\\S]*?)\\n--`, 'i').exec(
      raw,
    )?.[1] ?? '';
  const encoding =
    new RegExp(`Content-Type: text/${subtype}[^\\n]*\\nContent-Transfer-Encoding: (\\S+)`, 'i').exec(
      raw,
    )?.[1] ?? '';
  if (encoding.toLowerCase() === 'base64')
    return Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(part);
  return part;
}

function decodeMimeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
