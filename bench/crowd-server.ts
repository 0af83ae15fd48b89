import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The real server (apps/server/src/main.ts) as a child process whose memory the crowd bench reads. */
export interface WatchedServer {
  pid: number;
  stop(): Promise<void>;
}

export interface Memory {
  /** Resident set size now (VmRSS), MB. */
  rssMb: number;
  /** Highest resident set size since the process started (VmHWM), MB. */
  peakMb: number;
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

/**
 * Starts the server like bench/server.ts (demo club seeded, LOG_LEVEL=warn) in `dataDir`, and keeps its
 * process id: /proc/<pid>/status gives its memory.
 */
export async function startWatchedServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<WatchedServer> {
  const server: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
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
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (server.exitCode !== null) break;
    if (await healthy(port)) return { pid: server.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not start');
}

export async function readMemory(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: kilobytes('VmRSS') / 1024, peakMb: kilobytes('VmHWM') / 1024 };
}
