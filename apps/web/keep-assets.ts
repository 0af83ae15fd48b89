/**
 * The last step of `npm run build`: the hashed files of the previous builds stay in the new build.
 *
 * A page opened before a deploy asks for its lazy chunks later (a route, a dialog): with only the new
 * build's files in `dist/assets`, they were gone and the page broke. Each build's own `assets/` files
 * (without source maps) are copied into a folder of their own under `kept-assets/` (beside `dist/`,
 * which Vite empties at each build); the folders of the last KEPT_BUILDS builds are kept, and their
 * files are copied back into the new `dist/assets`. Their names carry their content's hash, so an old
 * file never replaces a new one. Nothing else changes: the server serves `dist/assets` as before (cached
 * for a year), and the service worker's list of files to precache was made by the build before this
 * step, so it holds only the new build's (docs/decisions/016-previous-builds-assets.md).
 */
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** The builds whose files a new build keeps, itself included. */
export const KEPT_BUILDS = 3;

export interface KeepAssetsOptions {
  /** The build just made (`apps/web/dist`). */
  distDir: string;
  /** Where each build's files are kept between builds (`apps/web/kept-assets`). */
  keptDir: string;
  builds?: number;
  /** The build's time: its folder's name. */
  now?: Date;
}

const servedFile = (name: string) => !name.endsWith('.map');

async function filesOf(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && servedFile(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Keeps this build's files and brings those of the previous builds into it. A build that made the very
 * same files as the last one (built again, nothing changed) takes no place of its own. Returns the
 * names of the files brought back from previous builds.
 */
export async function keepAssets({
  distDir,
  keptDir,
  builds = KEPT_BUILDS,
  now = new Date(),
}: KeepAssetsOptions): Promise<string[]> {
  const assets = path.join(distDir, 'assets');
  const own = await filesOf(assets);
  await mkdir(keptDir, { recursive: true });
  const earlier = (await readdir(keptDir)).sort();
  const last = earlier.at(-1);
  const sameAsLast =
    last !== undefined && (await filesOf(path.join(keptDir, last))).join('\n') === own.join('\n');
  if (!sameAsLast) {
    // An ISO time without ':' (a file name on every system) sorts as the builds were made.
    const folder = path.join(keptDir, now.toISOString().replaceAll(':', '-'));
    await mkdir(folder, { recursive: true });
    await Promise.all(own.map((name) => copyFile(path.join(assets, name), path.join(folder, name))));
  }
  const folders = (await readdir(keptDir)).sort();
  await Promise.all(
    folders
      .slice(0, -builds)
      .map((folder) => rm(path.join(keptDir, folder), { recursive: true, force: true })),
  );
  const ownNames = new Set(own);
  const brought = new Set<string>();
  for (const folder of folders.slice(-builds)) {
    for (const name of await filesOf(path.join(keptDir, folder))) {
      if (ownNames.has(name) || brought.has(name)) continue;
      brought.add(name);
      await copyFile(path.join(keptDir, folder, name), path.join(assets, name));
    }
  }
  return [...brought];
}

if (import.meta.main) {
  const brought = await keepAssets({
    distDir: path.join(import.meta.dirname, 'dist'),
    keptDir: path.join(import.meta.dirname, 'kept-assets'),
  });
  console.log(
    `keep-assets: ${brought.length} files of previous builds (at most ${KEPT_BUILDS - 1}) kept in dist/assets`,
  );
}
