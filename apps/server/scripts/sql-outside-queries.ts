/**
 * Issue 13: a module's SQL lives in its `queries.ts` (or a `*-queries.ts` beside it). Any other file
 * of `modules/` that is not test code offends when it
 * - imports drizzle as values: a table from `db/schema/`, an operator from `drizzle-orm` (a type-only
 *   import, such as a row type, is fine);
 * - calls the query builder (`select`, `insert`, `update`, `delete`, `execute`, `query`, ...) on a
 *   database handle: `db`, `tx`, or a name the file declares as a `Database` or an `Executor`, also as a
 *   property (`deps.db.select(`).
 * Test code may set up rows directly: `*.test.ts` files and the helpers that import vitest.
 * Comments, strings and regular expressions are not read (see `codeText`).
 */
import path from 'node:path';
import { codeText } from './code-text.ts';

const builderMethods = [
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  'with',
  '$with',
  '$count',
  'refreshMaterializedView',
];
const defaultHandles = ['db', 'tx'];

interface ImportStatement {
  /** Index of the statement's first character in the file. */
  at: number;
  specifier: string;
  /** The names it brings in as values (`x`, `y as z`, `* as ns`), none for a type-only import. */
  values: string[];
}

/** Static `import ... from` / `export ... from` statements of a file, read from its code only. */
function importStatements(text: string, code: string): ImportStatement[] {
  const statement = /\b(?:import|export)\s+([\w$\s,{}*]*?)\s*\bfrom\s*(['"])/g;
  return [...code.matchAll(statement)].map((match) => {
    const specifierStart = match.index + match[0].length;
    const specifierEnd = text.indexOf(match[2] as string, specifierStart);
    return {
      at: match.index,
      specifier: text.slice(specifierStart, specifierEnd),
      values: valueNames(match[1] as string),
    };
  });
}

function valueNames(clause: string): string[] {
  if (/^type\b/.test(clause)) return [];
  const braced = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  const named = braced
    .split(',')
    .map((element) => element.trim())
    .filter((element) => element !== '' && !/^type\s/.test(element));
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return [...outside, ...named];
}

/** Whether the specifier names drizzle itself or, relative to `file`, a file of `db/schema/`. */
function isDrizzle(file: string, specifier: string): boolean {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return true;
  if (!specifier.startsWith('.')) return false;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return target === 'db/schema' || target.startsWith('db/schema/');
}

const isQueriesFile = (file: string) => /^(?:.+-)?queries\.ts$/.test(path.posix.basename(file));
const escapeRegex = (name: string) => name.replace(/\$/g, '\\$');
const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length;

/** Names the file gives a database handle: `db: Database`, `tx?: Executor`, `{ db }: { db: Database }`. */
function handleNames(code: string): string[] {
  const declared = [...code.matchAll(/([A-Za-z_$][\w$]*)\s*\??\s*:\s*(?:Database|Executor)\b/g)];
  return [...new Set([...defaultHandles, ...declared.map((match) => match[1] as string)])];
}

function offencesOf(file: string, text: string): string[] {
  const code = codeText(text);
  const imports = importStatements(text, code);
  if (file.endsWith('.test.ts') || imports.some((statement) => statement.specifier === 'vitest')) return [];
  const offences: string[] = [];
  for (const statement of imports) {
    if (statement.values.length === 0 || !isDrizzle(file, statement.specifier)) continue;
    const names = statement.values.join(', ');
    offences.push(
      `${file}:${lineOf(code, statement.at)}: imports ${names} from ${statement.specifier}: ` +
        "drizzle's tables and operators are for the module's queries.ts (or a *-queries.ts)",
    );
  }
  const handles = handleNames(code).map(escapeRegex).join('|');
  const methods = builderMethods.map(escapeRegex).join('|');
  const call = new RegExp(`(?<![\\w$])(${handles})\\s*\\??\\.\\s*(${methods})(?![\\w$])`, 'g');
  for (const match of code.matchAll(call)) {
    const line = lineOf(code, match.index + match[0].length);
    offences.push(
      `${file}:${line}: runs SQL (${match[1]}.${match[2]}) outside the module's queries.ts: ` +
        'move the query there (or to a *-queries.ts) and call it',
    );
  }
  return offences;
}

/** Offences, as `file:line: reason`, of the files of `modules/` in `files` (paths relative to `src/`). */
export function sqlOutsideQueries(files: ReadonlyMap<string, string>): string[] {
  const offences: string[] = [];
  for (const [file, text] of files) {
    if (file.startsWith('modules/') && !isQueriesFile(file)) offences.push(...offencesOf(file, text));
  }
  return offences;
}
