import type { FileAnswer } from '@club/shared/api/contract';
import type { SafetySheetSummary } from '@club/shared/api/safety-sheets';
import type { InterfaceLanguage } from '@club/shared/constants';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import { dayIn } from '@club/shared/domain/diver-file';
import type { Database } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { canManageClub } from '../../platform/http/policy.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { findEditableOuting } from './editor-access.ts';
import type { SafetySheetRenderer } from './safety-sheet-pdf-pool.ts';
import { selectKeptSafetySheet, selectKeptSafetySheetsPage } from './safety-sheets-queries.ts';

/**
 * The safety sheets a club keeps (A322-72): each as a PDF, read from the kept row so that it outlives
 * its outing, and the list of them for the club's managers.
 */

/**
 * The sheet of an outing as a PDF in the reader's language. The club's managers and the super
 * administrator read any kept sheet; the outing's dive director reads it while the outing exists.
 */
export async function getSafetySheet(
  db: Database,
  renderer: SafetySheetRenderer,
  scope: ClubScope<Actor>,
  outingId: number,
  language: InterfaceLanguage,
): Promise<FileAnswer> {
  if (!canManageClub(scope.actor, scope.club)) await findEditableOuting(db, scope, outingId);
  const kept = await selectKeptSafetySheet(db, scope.club.id, outingId);
  if (!kept) throw notFound('This outing has no safety sheet');
  const timeZone = kept.snapshot.outing.timeZone;
  return {
    data: await renderer.render(kept.snapshot, language),
    contentType: 'application/pdf',
    fileName: `fiche-securite-${dayIn(timeZone, kept.firstDiveAt)}-${fileNamePart(kept.title)}.pdf`,
  };
}

/** A title as a tidy piece of a file name: `Sortie à Riou !` -> `sortie-a-riou`. */
export function fileNamePart(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 60).replace(/-+$/, '') || 'sortie';
}

/** A page of the club's kept sheets, latest dive first; pages from 0, an empty page marks the end. */
export async function listSafetySheets(
  db: Database,
  club: ClubRow,
  page: number,
): Promise<SafetySheetSummary[]> {
  const rows = await selectKeptSafetySheetsPage(db, club.id, {
    limit: LIST_PAGE_SIZE,
    offset: page * LIST_PAGE_SIZE,
  });
  return rows.map((row) => ({
    Outing_id: row.outingId,
    Title: row.title,
    Date: dayIn(club.timeZone, row.firstDiveAt),
    Site: row.site,
    Dp_name: row.diveDirectorName,
    Dives: row.dives,
    Signed_dives: row.signedDives,
    Divers: row.divers,
    Outing_deleted: row.outingDeleted,
  }));
}
