import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serverProcesses } from './processes.ts';

/**
 * Runs after every spec of the cross-process run (its project depends on theirs): the processes keep
 * their files in the bucket, so none of them wrote a file under its own DATA_DIR/files, whatever the
 * specs uploaded (pictures, avatars, logos, layers).
 */

/** Every file and folder under `folder`, relative to it; none when the folder does not exist. */
async function entriesUnder(folder: string): Promise<string[]> {
  try {
    return await readdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

test('no server process wrote a file to its own DATA_DIR/files', async () => {
  for (const server of serverProcesses) {
    const folder = path.join(server.dataDir, 'files');
    expect(await entriesUnder(folder), `files under ${folder}`).toEqual([]);
  }
});
