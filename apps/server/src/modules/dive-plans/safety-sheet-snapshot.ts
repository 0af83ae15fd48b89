import { aptitudeLabel, highestAptitudes } from '@club/shared/domain/aptitudes';
import type { DiveActivity, DiveGas, PalanqueeRole, RescueKitItem } from '@club/shared/domain/dive-plan';
import type { Executor } from '../../platform/data/db.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { listClubLanguages } from '../clubs/queries.ts';
import { listOutingContents } from '../outing-details/queries.ts';
import {
  asStored,
  hasActual,
  type LoadedDive,
  type LoadedDivePlan,
  type LoadedPalanquee,
  loadDivePlan,
  nameIn,
} from './dive-plan-load.ts';
import { findDivePlanOuting } from './editor-access.ts';
import { checkPlannedPalanquee, diverOf, storedPalanquee } from './palanquee-check.ts';
import type { SafetySheetData, SafetySheetDive, SafetySheetPalanquee } from './safety-sheet-data.ts';
import { deleteSafetySheet, upsertSafetySheet } from './safety-sheet-snapshot-queries.ts';
import { type KeptSafetySheet, selectKeptSafetySheet } from './safety-sheets-queries.ts';

/**
 * The safety sheet kept in `safety_sheets` (A322-72), rewritten after every write to an outing's dive
 * plan, so the sheet is there a year on, also once the outing is deleted.
 */

const TITLE_LENGTH = 200;

function palanqueeOnSafetySheet(divePlan: LoadedDivePlan, palanquee: LoadedPalanquee): SafetySheetPalanquee {
  // Problems are kept as their articles, which read the same in every language.
  const check = checkPlannedPalanquee(divePlan, storedPalanquee(palanquee), 'fr');
  const { row } = palanquee;
  return {
    number: row.number,
    activity: row.activity as DiveActivity,
    autonomous: row.autonomous,
    gas: row.gas as DiveGas,
    plannedDepth: row.plannedDepth,
    plannedDuration: row.plannedDuration,
    maxDepth: check.maxDepthM,
    problemArticles: [...new Set(check.problems.map((problem) => problem.article))],
    overrideReason: row.overrideReason,
    members: palanquee.members.map((member) => {
      const person = divePlan.people.get(member.userId);
      return {
        lastname: person?.lastname ?? '',
        firstname: person?.firstname ?? '',
        aptitudes: highestAptitudes(diverOf(divePlan, member.userId).aptitudes).map(aptitudeLabel),
        role: member.role as PalanqueeRole,
      };
    }),
    actual: hasActual(palanquee)
      ? {
          entryTime: row.entryTime,
          exitTime: row.exitTime,
          maxDepth: row.maxDepth,
          duration: row.duration,
          stops: row.stops ?? '',
        }
      : null,
  };
}

function diveOnSafetySheet(divePlan: LoadedDivePlan, dive: LoadedDive): SafetySheetDive {
  const { row } = dive;
  const spot = row.spotId === null ? undefined : divePlan.spots.get(row.spotId);
  return {
    index: row.diveIndex,
    start: row.startsAt.toISOString(),
    site: spot ? { name: spot.name, latitude: spot.latitude, longitude: spot.longitude } : null,
    activity: row.activity as DiveActivity,
    gas: row.gas as DiveGas,
    plannedDepth: row.plannedDepth,
    plannedDuration: row.plannedDuration,
    signedBy: row.signedByName,
    signedAt: row.signedAt?.toISOString() ?? null,
    signatureVoidedAt: row.signatureVoidedAt?.toISOString() ?? null,
    palanquees: dive.palanquees.map((palanquee) => palanqueeOnSafetySheet(divePlan, palanquee)),
  };
}

export function safetySheetData(divePlan: LoadedDivePlan, title: string): SafetySheetData {
  const roles = divePlan.roles;
  return {
    club: { name: divePlan.club.name },
    outing: { id: divePlan.outing.id, title, timeZone: divePlan.club.timeZone },
    roles: {
      dp: nameIn(divePlan, roles?.diveDirectorUserId),
      pilot: nameIn(divePlan, roles?.pilotUserId),
      surface: nameIn(divePlan, roles?.surfaceUserId),
      boat: roles?.boat ?? '',
    },
    rescueKit: (roles?.rescueKit ?? []) as RescueKitItem[],
    dives: divePlan.dives.map((dive) => diveOnSafetySheet(divePlan, dive)),
  };
}

/** The outing's title in the club's first language that has one. */
async function outingTitle(db: Executor, divePlan: LoadedDivePlan): Promise<string> {
  // One after the other: the sheet is written inside the plan's transaction, on one connection.
  const contents = await listOutingContents(db, divePlan.club.id, [divePlan.outing.id]);
  const languages = await listClubLanguages(db, divePlan.club.id);
  for (const language of languages) {
    const content = contents.find((candidate) => candidate.languageId === language.id);
    if (content) return content.title;
  }
  return contents[0]?.title ?? '';
}

/**
 * Whether a kept sheet stays as last written once its plan has no dive left: a sheet that was signed
 * (a signature voided since counts) or whose dive has begun is a record of a dive (A322-72, kept a year
 * after it); only the draft of an outing still to come may go.
 */
function outlivesItsDives(kept: KeptSafetySheet, now: Date): boolean {
  const everSigned = kept.snapshot.dives.some(
    (dive) => dive.signedAt !== null || dive.signatureVoidedAt !== null,
  );
  return everSigned || kept.firstDiveAt.getTime() <= now.getTime();
}

/**
 * Writes the outing's kept sheet as the plan now stands. A plan without dives has no sheet of its own:
 * the one kept goes, unless it outlives its dives.
 */
export async function writeSafetySheet(db: Executor, divePlan: LoadedDivePlan): Promise<void> {
  const { club, outing } = divePlan;
  if (divePlan.dives.length === 0) {
    const kept = await selectKeptSafetySheet(db, club.id, outing.id);
    if (kept && !outlivesItsDives(kept, new Date())) await deleteSafetySheet(db, club.id, outing.id);
    return;
  }
  const title = (await outingTitle(db, divePlan)).slice(0, TITLE_LENGTH);
  const snapshot = safetySheetData(divePlan, title);
  const first = divePlan.dives.reduce((earliest, dive) =>
    dive.row.startsAt < earliest.row.startsAt ? dive : earliest,
  );
  const firstSite = first.row.spotId === null ? undefined : divePlan.spots.get(first.row.spotId);
  const divers = new Set(
    divePlan.dives.flatMap((dive) =>
      dive.palanquees.flatMap((palanquee) => palanquee.members.map((m) => m.userId)),
    ),
  );
  await upsertSafetySheet(db, club.id, outing.id, {
    title,
    site: (firstSite?.name ?? '').slice(0, TITLE_LENGTH),
    diveDirectorName: snapshot.roles.dp?.slice(0, TITLE_LENGTH) ?? null,
    firstDiveAt: first.row.startsAt,
    dives: divePlan.dives.length,
    signedDives: divePlan.dives.filter((dive) => dive.row.signedAt !== null).length,
    divers: divers.size,
    snapshot,
  });
}

/** Rewrites the outing's kept sheet from its plan as now stored, in the caller's transaction. */
export async function refreshSafetySheet(db: Executor, club: ClubRow, outingId: number): Promise<void> {
  const outing = await findDivePlanOuting(db, club.id, outingId);
  await writeSafetySheet(db, asStored(await loadDivePlan(db, club, outing)));
}
