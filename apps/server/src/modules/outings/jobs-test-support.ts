import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outingContents, outingParticipants } from '../../db/schema/outings.ts';
import { languages } from '../../db/schema/reference.ts';
import type { Database } from '../../platform/data/db.ts';

/**
 * Rows the outing jobs' tests set up directly (the outings' own rules are tested through their calls
 * in sign-up.test.ts): participants in a given state, and titles in more languages.
 */

export async function addParticipant(
  db: Database,
  outing: { id: number; clubId: number },
  user: { id: number },
  status: 'confirmed' | 'waiting',
): Promise<void> {
  await db
    .insert(outingParticipants)
    .values({ outingId: outing.id, clubId: outing.clubId, userId: user.id, status });
}

export async function addTitle(
  db: Database,
  outing: { id: number; clubId: number },
  languageKey: string,
  title: string,
): Promise<void> {
  const [language] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.key, languageKey));
  if (!language) throw new Error(`no language ${languageKey}`);
  await db
    .insert(outingContents)
    .values({ outingId: outing.id, clubId: outing.clubId, languageId: language.id, title });
}

/** Each of these addresses got exactly one of the mails, and nobody else did. */
export function expectOneMailEach(mails: { to: string }[], addresses: string[]): void {
  expect(mails.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
}
