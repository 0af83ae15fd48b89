import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { news } from '../../db/schema/news.ts';
import { users } from '../../db/schema/users.ts';
import { acrossClubs, clubRow, clubRows, ofClub, ofClubOrClubless, sameClubAs } from './club-rows.ts';

const dialect = new PgDialect();
const rendered = (condition: SQL) => dialect.sqlToQuery(condition);

describe('the club scope of a query', () => {
  it('ofClub: the rows of the club, and the conditions', () => {
    expect(rendered(ofClub(news, 7, eq(news.id, 3)))).toEqual({
      sql: '("news"."club_id" = $1 and "news"."id" = $2)',
      params: [7, 3],
      typings: ['none', 'none'],
    });
  });

  it('ofClub with null: the club-less rows, for a table whose club_id may be null only', () => {
    expect(rendered(ofClub(users, null, eq(users.id, 3))).sql).toBe(
      '("users"."club_id" is null and "users"."id" = $1)',
    );
    // @ts-expect-error news always belong to a club: null is no scope for them
    ofClub(news, null);
  });

  it('ofClubOrClubless: the members of the club and the super administrator', () => {
    expect(rendered(ofClubOrClubless(users, 7)).sql).toBe(
      '("users"."club_id" = $1 or "users"."club_id" is null)',
    );
    // @ts-expect-error news have no club-less rows
    ofClubOrClubless(news, 7);
  });

  it('sameClubAs: a join on the club of the row it meets', () => {
    expect(rendered(sameClubAs(users, news, eq(users.id, news.authorId))).sql).toBe(
      '("users"."club_id" = "news"."club_id" and "users"."id" = "news"."author_id")',
    );
  });

  it('clubRow and clubRows: the club of the scope, whatever the values hold', () => {
    const smuggled = { isEvent: true, clubId: 99 };
    expect(clubRow(news, 7, smuggled)).toEqual({ isEvent: true, clubId: 7 });
    expect(clubRows(news, 7, [{ isEvent: false }, smuggled])).toEqual([
      { isEvent: false, clubId: 7 },
      { isEvent: true, clubId: 7 },
    ]);
    // @ts-expect-error the club is the scope's, never a value's
    clubRow(news, 7, { isEvent: true, clubId: 99 });
  });

  it('acrossClubs: the table itself', () => {
    expect(acrossClubs(news, 'the sitemap of every club')).toBe(news);
  });
});
