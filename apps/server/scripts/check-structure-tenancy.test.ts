import { describe, expect, it } from 'vitest';
import { schemaClubTables, unscopedClubQueries } from './check-structure-tenancy.ts';

const code = (...lines: string[]) => `${lines.join('\n')}\n`;
/** `${expression}`, as a template literal of the code under test holds it. */
const slot = (expression: string) => ['$', '{', expression, '}'].join('');
const imports = [
  "import { and, eq, sql } from 'drizzle-orm';",
  "import { alias } from 'drizzle-orm/pg-core';",
  "import { comments, news } from '../../db/schema/news.ts';",
  "import { languages } from '../../db/schema/reference.ts';",
  "import { users } from '../../db/schema/users.ts';",
  "import { acrossClubs, clubRow, ofClub, ofClubOrClubless, sameClubAs } from '../../platform/data/club-rows.ts';",
];
const inQueries = (...lines: string[]) => new Map([['modules/news/queries.ts', code(...imports, ...lines)]]);
const at = (line: number) => `modules/news/queries.ts:${imports.length + line}:`;

describe('queries of club-owned tables go through platform/data/club-rows.ts', () => {
  it('reads the club-owned tables from the schema: every table with a club_id column', () => {
    expect(schemaClubTables.get('comments')).toBe('comments');
    expect(schemaClubTables.get('pictureLikes')).toBe('picture_likes');
    expect(schemaClubTables.get('users')).toBe('users');
    expect(schemaClubTables.has('languages')).toBe(false);
    expect(schemaClubTables.has('clubs')).toBe(false);
  });

  it('refuses an unscoped select, an update by id and a delete, naming file and line', () => {
    const offences = unscopedClubQueries(
      inQueries(
        'export const all = (db) => db.select().from(news);',
        'export const rename = (db, id) =>',
        '  db.update(comments).set({ content: "" }).where(eq(comments.id, id));',
        'export const remove = (db, id) => db.delete(news).where(and(eq(news.id, id)));',
      ),
    );
    expect(offences).toEqual([
      `${at(1)} from(news) without ofClub(news, clubId, ...) in the statement (or sameClubAs for a join, acrossClubs for every club)`,
      `${at(3)} update(comments) without ofClub(comments, clubId, ...) in the statement (or sameClubAs for a join, acrossClubs for every club)`,
      `${at(4)} delete(news) without ofClub(news, clubId, ...) in the statement (or sameClubAs for a join, acrossClubs for every club)`,
    ]);
  });

  it('lets scoped statements be: select, update and delete by id, joins, tables no club owns', () => {
    const offences = unscopedClubQueries(
      inQueries(
        'export const one = (db, clubId, id) =>',
        '  db.select().from(news).where(ofClub(news, clubId, eq(news.id, id))).limit(1);',
        'export const rename = (db, clubId, id) =>',
        '  db.update(comments).set({ content: "" }).where(ofClub(comments, clubId, eq(comments.id, id)));',
        'export const remove = (db, clubId, id) => db.delete(news).where(ofClub(news, clubId, eq(news.id, id)));',
        'export const withAuthors = (db, clubId) =>',
        '  db.select().from(comments)',
        '    .innerJoin(news, sameClubAs(news, comments, eq(news.id, comments.newsId)))',
        '    .leftJoin(users, ofClubOrClubless(users, clubId, eq(users.id, comments.userId)))',
        '    .innerJoin(languages, eq(languages.id, 1))',
        '    .where(ofClub(comments, clubId));',
        'export const everyClub = (db) => db.select().from(acrossClubs(news, "the sitemap of every club"));',
      ),
    );
    expect(offences).toEqual([]);
  });

  it('scopes each statement on its own: a subquery, a join, a scope of another table do not count', () => {
    const offences = unscopedClubQueries(
      inQueries(
        'export const q = (db, clubId) => db.select().from(news)',
        '  .where(ofClub(news, clubId, eq(news.id, db.select({ id: comments.newsId }).from(comments))))',
        '  .leftJoin(users, eq(users.id, news.authorId));',
        'export const r = (db, clubId) => db.delete(comments).where(ofClub(news, clubId));',
      ),
    );
    expect(offences).toEqual([
      `${at(2)} from(comments) without ofClub(comments, clubId, ...) in the statement (or sameClubAs for a join, acrossClubs for every club)`,
      `${at(3)} leftJoin(users) without ofClub(users, clubId, ...) in the statement (or sameClubAs for a join, acrossClubs for every club)`,
      `${at(4)} delete(comments) without ofClub(comments, clubId, ...) in the statement (or sameClubAs for a join, acrossClubs for every club)`,
    ]);
  });

  it('refuses an insert without clubRow, an upsert without ofClub, and acrossClubs without a reason', () => {
    const offences = unscopedClubQueries(
      inQueries(
        'export const a = (db, values) => db.insert(comments).values(values);',
        'export const b = (db, clubId, values) => db.insert(comments).values(clubRow(comments, clubId, values));',
        'export const c = (db, clubId, row) => db.insert(comments).values(clubRow(comments, clubId, row))',
        '  .onConflictDoUpdate({ target: comments.id, set: { content: row.content } });',
        'export const d = (db, clubId, row) => db.insert(comments).values(clubRow(comments, clubId, row))',
        '  .onConflictDoUpdate({ target: comments.id, set: row, setWhere: ofClub(comments, clubId) });',
        'export const e = (db) => db.select().from(acrossClubs(news, ""));',
      ),
    );
    expect(offences).toEqual([
      `${at(1)} insert(comments) without clubRow/clubRows(comments, clubId, ...) setting its club`,
      `${at(3)} insert(comments) upserts without ofClub(comments, ...) as setWhere: it could update another club's row`,
      `${at(7)} acrossClubs(table, reason) needs its reason, a string saying why every club is read`,
    ]);
  });

  it('reads raw SQL: a table interpolated without its scope, a table named in the text, db.query', () => {
    const offences = unscopedClubQueries(
      inQueries(
        `export const a = (db, clubId) => db.execute(sql\`select * from ${slot('comments')} where ${slot('ofClub(comments, clubId)')}\`);`,
        `export const b = (db, newsId) => db.execute(sql\`select * from ${slot('comments')} where ${slot('comments.newsId')} = ${slot('newsId')}\`);`,
        'export const c = (db) => db.execute(sql`delete from comments where id = 1`);',
        'export const d = (db) => db.query.users.findFirst();',
        "export const e = (db) => db.execute(sql.raw('update news set picture_url = null'));",
      ),
    );
    expect(offences).toEqual([
      `${at(2)} sql template with comments and no ofClub(comments, clubId, ...) in it`,
      `${at(3)} names the club-owned table comments in SQL text: interpolate the table and scope it`,
      `${at(4)} reads the club-owned table users through db.query: use the query builder with ofClub`,
      `${at(5)} names the club-owned table news in SQL text: interpolate the table and scope it`,
    ]);
  });

  it('follows renamed imports, schema namespaces and aliases; counts only the scopes of club-rows.ts', () => {
    const files = new Map([
      [
        'backup/export.ts',
        code(
          "import * as schema from '../db/schema/index.ts';",
          "import { news as items } from '../db/schema/news.ts';",
          "import { alias } from 'drizzle-orm/pg-core';",
          "import { ofClub } from '../platform/data/club-rows.ts';",
          'const earlier = alias(items, "earlier");',
          'export const a = (db, clubId) => db.select().from(schema.comments).where(ofClub(schema.comments, clubId));',
          'export const b = (db) => db.select().from(items);',
          'export const c = (db) => db.select().from(earlier);',
        ),
      ],
      [
        'modules/news/own-scope.ts',
        code(
          "import { news } from '../../db/schema/news.ts';",
          'const ofClub = (table, clubId) => undefined;',
          'export const a = (db, clubId) => db.select().from(news).where(ofClub(news, clubId));',
        ),
      ],
      [
        'modules/news/news.test.ts',
        code("import { news } from '../../db/schema/news.ts';", 'db.delete(news);'),
      ],
    ]);
    expect(unscopedClubQueries(files).map((offence) => offence.split(' without')[0])).toEqual([
      'backup/export.ts:7: from(items)',
      'backup/export.ts:8: from(earlier)',
      'modules/news/own-scope.ts:3: from(news)',
    ]);
  });

  it('counts lines in a file with characters of several bytes before the query', () => {
    const offences = unscopedClubQueries(
      inQueries(
        '/** Palanquées, épaves, « guillemets » */',
        'export const all = (db) => db.select().from(news);',
      ),
    );
    expect(offences[0]?.startsWith(at(2))).toBe(true);
  });
});
