/**
 * What the failover drill runs on, all on loopback: a fresh PostgreSQL database, the local S3 server,
 * three real server processes sharing both, and nginx in front with docs/deploy/nginx.conf. Everything
 * started is registered in `cleanups` and undone in reverse order, once, even when the drill fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase } from './postgres.ts';
import { type ServerProcess, startServerIn } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Undo steps, run last-registered first; each runs once, whether the drill ends, fails or is interrupted. */
export class Cleanups {
  private readonly steps: Array<{ name: string; run: () => Promise<unknown> }> = [];
  private running: Promise<void> | null = null;

  add(name: string, run: () => Promise<unknown>): void {
    this.steps.push({ name, run });
  }

  runAll(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) {
        await step.run().catch((error: unknown) => console.error(`cleanup of ${step.name} failed:`, error));
      }
    })();
    return this.running;
  }
}

/** GET `urlPath` on a loopback port; its status, or 0 when the connection fails. */
export function statusOf(port: number, urlPath: string, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { host }, agent: false });
    request.setTimeout(5_000, () => request.destroy());
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
}

/** Polls until GET `urlPath` answers 200, every `everyMs`; false once `withinMs` has passed. */
export async function waitFor200(
  port: number,
  urlPath: string,
  withinMs: number,
  everyMs = 100,
  host?: string,
): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if ((await statusOf(port, urlPath, host)) === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

/**
 * A Node script as a child process, ended with SIGTERM by the cleanups; with `readyLine`, answered once
 * its output shows that line.
 */
async function startChild(
  name: string,
  script: string,
  args: string[],
  env: Record<string, string>,
  cleanups: Cleanups,
  readyLine?: RegExp,
  errorLines?: string[],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', errorLines ? 'pipe' : 'inherit'],
  });
  if (errorLines) {
    let partial = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      errorLines.push(...lines);
    });
  }
  cleanups.add(name, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  if (!readyLine) {
    child.stdout?.resume();
    return child;
  }
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (readyLine.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${name} ended (${code}) before it was ready`)));
  });
  return child;
}

export interface StackPorts {
  nginx: number;
  servers: readonly [number, number, number];
  s3: number;
}

export interface ServerSlot {
  port: number;
  dataDir: string;
  process: ServerProcess;
}

export interface Stack {
  databaseUrl: string;
  servers: ServerSlot[];
  /** The settings every server process gets (database, bucket, proxy, limits). */
  serverEnv: Record<string, string>;
  /** What nginx has logged so far (warnings and errors: each upstream it could not use). */
  nginxLog: string[];
}

/** Starts the database, the bucket, the three processes (the first seeds the demo) and nginx. */
export async function startStack(ports: StackPorts, cleanups: Cleanups): Promise<Stack> {
  const database = await freshPostgresDatabase(`club_failover_${randomBytes(4).toString('hex')}`);
  cleanups.add('the database', () => database.drop());

  const s3Dir = await mkdtemp(path.join(tmpdir(), 'club-failover-s3-'));
  cleanups.add('the S3 folder', () => rm(s3Dir, { recursive: true, force: true }));
  // Its own process: the drill's event loop times the crowd and should not also serve the bucket.
  await startChild(
    'the S3 server',
    'apps/server/scripts/s3-local.ts',
    [],
    { S3_LOCAL_PORT: String(ports.s3), S3_LOCAL_DIR: s3Dir, S3_BUCKET: 'club-failover' },
    cleanups,
    /s3 ready at/,
  );
  const serverEnv: Record<string, string> = {
    DATABASE_URL: database.url,
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'club-failover',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_EXPORTS_PER_MINUTE: '100000',
    PUBLIC_URL: `http://localhost:${ports.nginx}`,
  };

  const servers: ServerSlot[] = [];
  const startSlot = async (port: number): Promise<ServerSlot> => {
    const dataDir = await mkdtemp(path.join(tmpdir(), `club-failover-${port}-`));
    const slot: ServerSlot = { port, dataDir, process: await startServerIn(port, dataDir, serverEnv) };
    // Registered once started; a restarted process replaces `slot.process`, so the latest one is stopped.
    cleanups.add(`the server on ${port}`, async () => {
      await slot.process.stop();
      await rm(dataDir, { recursive: true, force: true });
    });
    return slot;
  };
  const [first, second, third] = ports.servers;
  servers.push(await startSlot(first));
  servers.push(...(await Promise.all([startSlot(second), startSlot(third)])));
  for (const slot of servers) {
    if (!(await waitFor200(slot.port, '/readyz', 60_000))) throw new Error(`${slot.port} not ready`);
  }

  const nginxLog: string[] = [];
  await startChild(
    'nginx',
    'e2e/multi/nginx.ts',
    [ports.nginx, ...ports.servers].map(String),
    { PATH: `/usr/sbin:${process.env.PATH ?? ''}` },
    cleanups,
    undefined,
    nginxLog,
  );
  // nginx prints nothing once it listens: it is ready when a request through it reaches a process.
  if (!(await waitFor200(ports.nginx, '/healthz', 30_000, 100, 'demo.localhost')))
    throw new Error('nginx does not answer');
  return { databaseUrl: database.url, servers, serverEnv, nginxLog };
}
