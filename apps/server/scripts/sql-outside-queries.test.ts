import { describe, expect, it } from 'vitest';
import { codeText } from './code-text.ts';
import { sqlOutsideQueries } from './sql-outside-queries.ts';

const code = (...lines: string[]) => `${lines.join('\n')}\n`;
const importReason = "drizzle's tables and operators are for the module's queries.ts (or a *-queries.ts)";
const callReason = "outside the module's queries.ts: move the query there (or to a *-queries.ts) and call it";

describe('SQL outside a module’s queries files', () => {
  it('refuses drizzle imported as values: operators, a table, a whole schema file; names file and line', () => {
    const files = new Map([
      [
        'modules/analytics/service.ts',
        code(
          "import { VISITS_DAYS } from '@club/shared/api/analytics';",
          "import { and, eq as equals } from 'drizzle-orm';",
          'import {',
          '  type ClubRow,',
          '  pageViews,',
          "} from '../../db/schema/clubs.ts';",
          "import * as schema from '../../db/schema/index.ts';",
        ),
      ],
    ]);
    expect(sqlOutsideQueries(files)).toEqual([
      `modules/analytics/service.ts:2: imports and, eq as equals from drizzle-orm: ${importReason}`,
      `modules/analytics/service.ts:3: imports pageViews from ../../db/schema/clubs.ts: ${importReason}`,
      `modules/analytics/service.ts:7: imports * as schema from ../../db/schema/index.ts: ${importReason}`,
    ]);
  });

  it('lets a file import drizzle types and its own queries', () => {
    const files = new Map([
      [
        'modules/layers/service.ts',
        code(
          "import type { SQL } from 'drizzle-orm';",
          "import type { layers } from '../../db/schema/spots.ts';",
          "import { type ClubRow } from '../../db/schema/clubs.ts';",
          "import type { Database } from '../../platform/db.ts';",
          "import { listLayers } from './queries.ts';",
          "import { db } from '../../platform/db.ts';",
        ),
      ],
    ]);
    expect(sqlOutsideQueries(files)).toEqual([]);
  });

  it('refuses the query builder called on a database handle, on one line or several', () => {
    const files = new Map([
      [
        'modules/social-login/service.ts',
        code(
          'export async function memberOf(database: Database, deps: { db: Executor }) {',
          '  await db.select().from(users);',
          '  await deps.db',
          '    .insert(users)',
          '    .values({});',
          '  await tx?.update(users).set({});',
          '  await database.execute(sql`select 1`);',
          '  await deps.db.transaction((tx) => tx.delete(users));',
          '  return db.query.users.findFirst();',
          '}',
        ),
      ],
    ]);
    expect(sqlOutsideQueries(files)).toEqual([
      `modules/social-login/service.ts:2: runs SQL (db.select) ${callReason}`,
      `modules/social-login/service.ts:4: runs SQL (db.insert) ${callReason}`,
      `modules/social-login/service.ts:6: runs SQL (tx.update) ${callReason}`,
      `modules/social-login/service.ts:7: runs SQL (database.execute) ${callReason}`,
      `modules/social-login/service.ts:8: runs SQL (tx.delete) ${callReason}`,
      `modules/social-login/service.ts:9: runs SQL (db.query) ${callReason}`,
    ]);
  });

  it('lets calls of the same names on other objects be, and a transaction that runs queries', () => {
    const files = new Map([
      [
        'modules/messages/routes.ts',
        code(
          'const open = new Set<number>();',
          'open.delete(1);',
          'streamsOf.delete(userId);',
          'olddb.select();',
          'dbx.insert(row);',
          'db.selected = true;',
          'await db.transaction((tx) => insertMessage(tx, message));',
        ),
      ],
    ]);
    expect(sqlOutsideQueries(files)).toEqual([]);
  });

  it('reads neither comments nor strings nor regular expressions', () => {
    const files = new Map([
      [
        'modules/site/pages.ts',
        code(
          '// db.select() once ran here',
          "/* import { eq } from 'drizzle-orm'; */",
          "const example = 'db.insert(users)';",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a file with a template literal
          'const template = `db.delete(${name}) and import { sql } from "drizzle-orm"`;',
          "const pattern = /db.update('/;",
        ),
      ],
    ]);
    expect(sqlOutsideQueries(files)).toEqual([]);
  });

  it('lets the queries files, tests, their helpers and files outside modules/ build queries', () => {
    const builds = code("import { eq } from 'drizzle-orm';", 'await db.select().from(users);');
    const files = new Map([
      ['modules/layers/queries.ts', builds],
      ['modules/layers/layer-overlays-queries.ts', builds],
      ['modules/layers/layer-upload.test.ts', builds],
      ['modules/layers/layer-test-support.ts', `import { expect } from 'vitest';\n${builds}`],
      ['platform/tenancy.ts', builds],
      ['modules/layers/queries-cache.ts', builds],
    ]);
    expect(sqlOutsideQueries(files)).toEqual([
      `modules/layers/queries-cache.ts:1: imports eq from drizzle-orm: ${importReason}`,
      `modules/layers/queries-cache.ts:2: runs SQL (db.select) ${callReason}`,
    ]);
  });
});

describe('the code of a file', () => {
  const blanked = (text: string) => text.replace(/[^\n]/g, ' ');

  it('blanks comments, and the contents of strings, template texts and regular expressions', () => {
    const text = code(
      "const a = 'it\\'s // no comment'; // a comment",
      '/* one',
      '   two */ const b = "x";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a file with a template literal
      'const c = `t ${ f({ d: `u` }) } v`;',
      'const e = /[/"]x\\//g.test(a) / 2;',
    );
    expect(codeText(text)).toBe(
      code(
        `const a = '${blanked("it\\'s // no comment")}'; ${blanked('// a comment')}`,
        blanked('/* one'),
        `${blanked('   two */')} const b = " ";`,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a file with a template literal
        'const c = `  ${ f({ d: ` ` }) }  `;',
        `const e = /${blanked('[/"]x\\/')}/g.test(a) / 2;`,
      ),
    );
  });

  it('tells a division from a regular expression by what comes before the slash', () => {
    expect(codeText("const half = total / 2; const q = count / 'n'.length;")).toBe(
      "const half = total / 2; const q = count / ' '.length;",
    );
    expect(codeText("if (x) return /'/.test(y);")).toBe('if (x) return / /.test(y);');
  });

  it('keeps every character in its place, beyond the basic plane too', () => {
    const text = "const flag = '🇫🇷'; // 🙂\nconst next = 1;";
    const result = codeText(text);
    expect(result).toHaveLength(text.length);
    expect(result.indexOf('const next')).toBe(text.indexOf('const next'));
  });
});
