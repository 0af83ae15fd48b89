import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  /** The server's process id (/proc/<pid>/status gives its memory). */
  pid: number;
  stop(): Promise<void>;
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz' }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

/** The real server as a child process: its process id (/proc/<pid>/status gives its memory) and a stop. */
export interface ServerProcess {
  pid: number;
  stop(): Promise<void>;
}

const serverFolder = path.join(root, 'apps/server');
/** The command `npm start` runs (with its memory settings), run by the shell that npm would use. */
const startCommand = (
  JSON.parse(readFileSync(path.join(serverFolder, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

/**
 * The real server, started as `npm run start -w @club/server` starts it, on `port` with its data in
 * `dataDir` (the demo club seeded, LOG_LEVEL=warn), answering once /healthz does; `env` adds or
 * overrides settings. The start command ends in `exec node`: the child's process id is the server's.
 */
export async function startServerIn(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const server: ChildProcess = spawn('sh', ['-c', startCommand], {
    cwd: serverFolder,
    env: {
      ...process.env,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  };
  // Up to 5 minutes: the demo seed took 2 minutes on the 2-core machine under a load average of 26.
  for (let attempt = 0; attempt < 1_200; attempt += 1) {
    if (server.exitCode !== null) break;
    if (await healthy(port)) return { pid: server.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not start');
}

/**
 * The real server on `port`, with the demo club in a fresh data folder removed when it stops (a copy of
 * BENCH_DATA_TEMPLATE when set); `env` adds or overrides settings (DATABASE_URL for PostgreSQL).
 */
export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'club-bench-'));
  try {
    // BENCH_DATA_TEMPLATE: the data folder of a server that seeded the demo, copied instead of seeding
    // again (under a load average of 25 the seed failed: a demo KML layer took over its 20 s to read).
    const template = process.env.BENCH_DATA_TEMPLATE;
    if (template) await cp(template, dataDir, { recursive: true });
    const server = await startServerIn(port, dataDir, env);
    return {
      pid: server.pid,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A port free on this machine now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
