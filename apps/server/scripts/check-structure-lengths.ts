/**
 * No source file over MAX_LINES lines anywhere (issue 32): every `.ts` and `.tsx` file of packages/,
 * apps/, bench/ and e2e/ that git knows (tracked, or new and not ignored), test files included, so
 * node_modules, dist and other ignored output are never read. Run by check-structure.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const MAX_LINES = 400;

const SOURCE_FOLDERS = ['packages', 'apps', 'bench', 'e2e'];

/** Lines as an editor numbers them: a last line ending in a newline is not followed by another. */
export function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Each file of `files` (path -> text) longer than `maxLines`, as `path: N lines, more than M`. */
export function longFiles(files: ReadonlyMap<string, string>, maxLines = MAX_LINES): string[] {
  const offences: string[] = [];
  for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const lines = lineCount(text);
    if (lines > maxLines) offences.push(`${file}: ${lines} lines, more than ${maxLines}`);
  }
  return offences;
}

const isSource = (file: string) => /\.tsx?$/.test(file) && !/(^|\/)(node_modules|dist)\//.test(file);

/** The source files of the repository at `root`, relative to it with `/` separators, sorted. */
export function repoSourceFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SOURCE_FOLDERS],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const files = new Set(listed.split('\0').filter(isSource));
  // A tracked file deleted in the work tree is still listed until the deletion is committed.
  return [...files].filter((file) => existsSync(path.join(root, file))).sort();
}

export function readRepoSourceFiles(root: string): Map<string, string> {
  return new Map(repoSourceFiles(root).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}
