import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lineCount, longFiles, readRepoSourceFiles, repoSourceFiles } from './check-structure-lengths.ts';

const linesOf = (count: number, lastNewline = true) =>
  Array.from({ length: count }, (_, index) => `export const a${index} = ${index};`).join('\n') +
  (lastNewline ? '\n' : '');

describe('the line count of source files', () => {
  it('counts lines as an editor numbers them, with or without a last newline', () => {
    expect(lineCount(linesOf(400))).toBe(400);
    expect(lineCount(linesOf(400, false))).toBe(400);
    expect(lineCount('one line')).toBe(1);
  });

  it('names each file over 400 lines, test files and files of any folder alike, and no other', () => {
    const files = new Map([
      ['packages/shared/src/api/spots.ts', linesOf(401)],
      ['apps/web/src/features/outings/components/panel.tsx', linesOf(400)],
      ['apps/server/src/modules/news/news.test.ts', linesOf(568, false)],
      ['e2e/tests/walk.spec.ts', linesOf(427)],
      ['bench/report.ts', linesOf(12)],
    ]);
    expect(longFiles(files)).toEqual([
      'apps/server/src/modules/news/news.test.ts: 568 lines, more than 400',
      'e2e/tests/walk.spec.ts: 427 lines, more than 400',
      'packages/shared/src/api/spots.ts: 401 lines, more than 400',
    ]);
  });
});

describe('the source files of a repository', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'check-lengths-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text = linesOf(2)) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'pipe' });

  it("are git's .ts and .tsx files of packages/, apps/, bench/ and e2e/, new ones too, never ignored ones", () => {
    git('init', '--quiet');
    write('.gitignore', 'node_modules/\ndist/\n');
    write('apps/server/src/main.ts');
    write('apps/web/src/page.tsx');
    write('apps/server/src/gone.ts');
    write('packages/shared/src/new-file.ts', linesOf(401));
    write('apps/web/dist/assets/bundle.ts', linesOf(900));
    write('e2e/node_modules/some-package/index.ts', linesOf(900));
    write('bench/report.mjs', linesOf(900));
    write('docs/example.ts', linesOf(900));
    git('add', '.gitignore', 'apps/server/src/main.ts', 'apps/web/src/page.tsx', 'apps/server/src/gone.ts');
    rmSync(path.join(root, 'apps/server/src/gone.ts'));
    expect(repoSourceFiles(root)).toEqual([
      'apps/server/src/main.ts',
      'apps/web/src/page.tsx',
      'packages/shared/src/new-file.ts',
    ]);
    expect(longFiles(readRepoSourceFiles(root))).toEqual([
      'packages/shared/src/new-file.ts: 401 lines, more than 400',
    ]);
  });
});
