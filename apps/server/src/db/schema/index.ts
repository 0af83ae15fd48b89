/**
 * The schema. Tenancy by construction (issue 32, migration 0009): a table whose rows belong to a club has
 * a club_id; a parent that other club rows point at has UNIQUE (club_id, id), and each child's foreign
 * key to it is the (club_id, parent_id) pair (`<child>_<parent>_same_club_fk`), so the database refuses a
 * row that points at another club's row. A child's reference to an account is such a pair where the
 * account must be a member of the club (a participant, a palanquée's diver, a message's sender); it stays
 * a plain foreign key where it may be the super administrator, who has no club (an author, a liker, a
 * signer). Queries go through platform/data/club-rows.ts.
 */
export * from './clubs.ts';
export * from './dive-plans.ts';
export * from './diver-files.ts';
export * from './jobs.ts';
export * from './media.ts';
export * from './messages.ts';
export * from './news.ts';
export * from './outings.ts';
export * from './rate-limits.ts';
export * from './reference.ts';
export * from './spots.ts';
export * from './users.ts';
