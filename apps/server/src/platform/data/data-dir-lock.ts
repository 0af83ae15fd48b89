import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * PGlite is PostgreSQL in this process, without its postmaster: two processes opening the same data
 * folder would corrupt it. The first one writes its pid into a lock file; another one is refused while
 * that process lives. A lock left by a killed process is taken over.
 */
export class DataDirInUseError extends Error {}

export function lockDataDir(lockFile: string): () => void {
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(lockFile);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      throw new DataDirInUseError(
        `The embedded database is in use by process ${owner} (${lockFile}); stop that server first`,
      );
    }
    rmSync(lockFile, { force: true });
  }
}

function ownerOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
