import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'club-lock-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('embedded database lock', () => {
  it('refuses a second process while the first lives, and takes over once it is gone', async () => {
    const lockFile = path.join(directory, 'db.lock');
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => other.once('exit', resolve));
    await writeFile(lockFile, String(other.pid));
    expect(() => lockDataDir(lockFile)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(lockFile)).toThrow(`in use by process ${other.pid}`);

    other.kill('SIGKILL');
    await exited;
    const unlock = lockDataDir(lockFile);
    expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
    unlock();
    await expect(readFile(lockFile, 'utf8')).rejects.toThrow();
  });
});
