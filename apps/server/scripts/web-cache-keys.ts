/**
 * Issue 32: the web app reads and writes through the call definitions (apps/web/src/lib/calls.ts and
 * its call-pages.ts and call-writes.ts), so
 * a read's query key is its call's path and inputs, and a write forgets what its call says it
 * `changes`. A `queryKey:` or a `mutationFn:` anywhere else in apps/web/src is a key or a write made by
 * hand, which a page's loader would not find and no definition would refresh. Comments and strings are
 * not read (see `codeText`). Run by check-structure.ts.
 */
import { codeText } from './code-text.ts';

const WEB_SOURCE = 'apps/web/src/';
/** The modules that build keys and writes (reads, paged reads, writes: each page loads only what it uses), and their test. */
const ALLOWED = new Set(
  ['calls.ts', 'call-pages.ts', 'call-writes.ts', 'calls.test.ts'].map((file) => `${WEB_SOURCE}lib/${file}`),
);

const handWritten = /(?<![\w$.])(queryKey|mutationFn)\s*:/g;
const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length;

/** Offences, as `file:line: reason`, of the web app's files in `files` (paths relative to the repository). */
export function cacheKeysOutsideCalls(files: ReadonlyMap<string, string>): string[] {
  const offences: string[] = [];
  for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (!file.startsWith(WEB_SOURCE) || !/\.tsx?$/.test(file) || ALLOWED.has(file)) continue;
    const code = codeText(text);
    for (const match of code.matchAll(handWritten)) {
      const what = match[1] === 'queryKey' ? 'a query key' : 'a write';
      offences.push(
        `${file}:${lineOf(code, match.index)}: makes ${what} by hand (${match[1]}:): read with useCall / ` +
          'useCallPages / callQuery and write with useCallMutation (apps/web/src/lib/calls.ts, call-*.ts)',
      );
    }
  }
  return offences;
}
