import type { LivePage } from '@club/shared/api/dolphyn';
import type { ClubText } from '@club/shared/api/imprint';
import type { Actor } from '../../platform/auth.ts';
import type { Database } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import type { ClubRow } from '../../platform/tenancy.ts';
import { canAdministerClub, canManageClubs } from '../clubs/policy.ts';
import {
  readClubText,
  readClubTextForEdit,
  readSolutions,
  writeClubText,
  writeSolutions,
} from '../clubs/texts.ts';

/** The live page's texts: the club's own (its manager) and the platform's live product (super administrator). */
interface SiteScope {
  club: ClubRow;
  actor: Actor | null;
}
type TextInput = { language_key: string; Description: string };

function assertManager({ club, actor }: SiteScope): void {
  if (!canAdministerClub(actor, club.id)) throw forbidden('Only the club manager may do this');
}

function assertSuperAdmin(actor: Actor | null): void {
  if (!canManageClubs(actor)) throw forbidden('Only the super administrator may do this');
}

export async function getLivePage(db: Database, club: ClubRow, language: string): Promise<LivePage> {
  const own = await readClubText(db, club, 'live_page', language);
  const solutions = await readSolutions(db, language);
  return { ...own, Solutions: solutions.Description };
}

export async function getLiveTextForEdit(
  db: Database,
  scope: SiteScope,
  languageKey: string,
): Promise<ClubText> {
  assertManager(scope);
  return readClubTextForEdit(db, scope.club, 'live_page', languageKey);
}

export async function saveLiveText(db: Database, scope: SiteScope, input: TextInput): Promise<ClubText> {
  assertManager(scope);
  return writeClubText(db, scope.club, 'live_page', input);
}

export async function getSolutionsForEdit(
  db: Database,
  actor: Actor | null,
  languageKey: string,
): Promise<ClubText> {
  assertSuperAdmin(actor);
  return readSolutions(db, languageKey);
}

export async function saveSolutions(db: Database, actor: Actor | null, input: TextInput): Promise<ClubText> {
  assertSuperAdmin(actor);
  return writeSolutions(db, input);
}
