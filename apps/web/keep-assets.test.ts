import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_BUILDS, keepAssets } from './keep-assets.ts';

let root: string;
let distDir: string;
let keptDir: string;
let builds = 0;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-keep-assets-'));
  distDir = path.join(root, 'dist');
  keptDir = path.join(root, 'kept-assets');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A build as Vite makes one: `dist/` emptied, then written afresh; then the build's last step. */
async function build(files: Record<string, string>): Promise<string[]> {
  await rm(distDir, { recursive: true, force: true });
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  for (const [name, content] of Object.entries(files))
    await writeFile(path.join(distDir, 'assets', name), content);
  builds += 1;
  return keepAssets({ distDir, keptDir, now: new Date(Date.UTC(2026, 10, 28, 9, builds)) });
}

const assets = async () => (await readdir(path.join(distDir, 'assets'))).sort();

describe('the build keeps the files of the previous builds', () => {
  it("serves a page of the previous build its chunks: they are in the new build's assets, unchanged", async () => {
    await build({
      'index-aaa.js': 'one',
      'news-aaa.js': 'news one',
      'news-aaa.js.br': 'br',
      'news-aaa.js.map': '{}',
    });
    const brought = await build({ 'index-bbb.js': 'two', 'news-bbb.js': 'news two' });
    expect(brought.sort()).toEqual(['index-aaa.js', 'news-aaa.js', 'news-aaa.js.br']);
    // Source maps are not kept: no page asks for them.
    expect(await assets()).toEqual([
      'index-aaa.js',
      'index-bbb.js',
      'news-aaa.js',
      'news-aaa.js.br',
      'news-bbb.js',
    ]);
    expect(await readFile(path.join(distDir, 'assets', 'news-aaa.js'), 'utf8')).toBe('news one');
  });

  it(`keeps ${KEPT_BUILDS} builds, the new one included, and forgets older ones`, async () => {
    for (let index = 1; index <= KEPT_BUILDS + 1; index += 1)
      await build({ [`index-${index}.js`]: `${index}` });
    expect(await assets()).toEqual(
      Array.from({ length: KEPT_BUILDS }, (_, index) => `index-${index + 2}.js`).sort(),
    );
    expect(await readdir(keptDir)).toHaveLength(KEPT_BUILDS);
  });

  it('takes no place for a build that made the same files again', async () => {
    await build({ 'index-aaa.js': 'one' });
    for (let again = 0; again < KEPT_BUILDS; again += 1) await build({ 'index-bbb.js': 'two' });
    expect(await assets()).toEqual(['index-aaa.js', 'index-bbb.js']);
    expect(await readdir(keptDir)).toHaveLength(2);
  });

  it('never replaces a file of the new build', async () => {
    await build({ 'index-aaa.js': 'one', 'shared-ccc.js': 'same content, same name' });
    await writeFile(path.join(keptDir, (await readdir(keptDir))[0] ?? '', 'shared-ccc.js'), 'changed');
    await build({ 'index-bbb.js': 'two', 'shared-ccc.js': 'same content, same name' });
    expect(await readFile(path.join(distDir, 'assets', 'shared-ccc.js'), 'utf8')).toBe(
      'same content, same name',
    );
  });
});
