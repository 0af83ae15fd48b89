import { accountsFixtures } from './accounts-fixtures.ts';
import type { CallFixture } from './call-fixture.ts';
import { clubsFixtures } from './clubs-fixtures.ts';
import { divePlansFixtures } from './dive-plans-fixtures.ts';
import { diverFilesFixtures } from './diver-files-fixtures.ts';
import { mediaFixtures } from './media-fixtures.ts';
import { membersFixtures } from './members-fixtures.ts';
import { newsFixtures } from './news-fixtures.ts';
import { outingFixtures } from './outings-fixtures.ts';
import { spotsFixtures } from './spots-fixtures.ts';

export type { CallFixture, CallRequest, FixtureContext } from './call-fixture.ts';

/** The areas' fixtures in one table; a call given a fixture by two areas is a mistake, not an override. */
function byCall(...areas: Record<string, CallFixture>[]): Record<string, CallFixture> {
  const table: Record<string, CallFixture> = {};
  for (const area of areas) {
    for (const [key, fixture] of Object.entries(area)) {
      if (key in table) throw new Error(`Two fixtures for ${key}`);
      table[key] = fixture;
    }
  }
  return table;
}

/**
 * A valid request of every call of the contract, keyed `METHOD path`, gathered from one file per area
 * of the API (`<area>-fixtures.ts`). A call of the contract without an entry in one of them fails the
 * matrix: a new call cannot escape it.
 */
export const fixtures: Record<string, CallFixture> = byCall(
  accountsFixtures,
  clubsFixtures,
  membersFixtures,
  newsFixtures,
  spotsFixtures,
  mediaFixtures,
  outingFixtures,
  diverFilesFixtures,
  divePlansFixtures,
);
