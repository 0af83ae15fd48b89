import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from './database.ts';

/**
 * The real server as a separate process (`node src/main.ts`, on the Node.js running the tests), for the
 * tests that signal or kill it. It listens on 127.0.0.1 on a port the system picks.
 */

const serverDir = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Resolves once a log line contains `text` (already printed or still to come). */
  waitForLog(text: string): Promise<void>;
  /** How the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters.filter((w) => output.includes(w.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForLog = (text: string) =>
    output.includes(text)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ text, resolve }));

  const listening = 'Server listening at http://127.0.0.1:';
  const started = await Promise.race([waitForLog(listening).then(() => true), exited.then(() => false)]);
  if (!started) throw new Error(`server did not start:\n${output}`);
  const port = Number(output.slice(output.indexOf(listening) + listening.length).match(/^\d+/)?.[0]);
  return { port, child, waitForLog, exited };
}

export interface HttpAnswer {
  status: number;
  body: string;
  json<T>(): T;
}

/** One HTTP request on its own connection to 127.0.0.1 with a club's Host header. */
export function request(
  port: number,
  options: { host: string; method?: string; path: string; token?: string; json?: unknown },
): Promise<HttpAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? (body ? 'POST' : 'GET'),
        path: options.path,
        agent: false,
        headers: {
          host: options.host,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text, json: <T>() => JSON.parse(text) as T });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A new, empty PostgreSQL database for one server process, and how to drop it. */
export async function createScratchDatabase(postgresUrl: string, label: string) {
  const name = `club_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return {
    url: withDatabase(postgresUrl, name),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
