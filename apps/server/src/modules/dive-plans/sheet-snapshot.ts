import { aptitudeLabel, highestAptitudes } from '@club/shared/domain/aptitudes';
import type { DiveActivity, DiveGas, PalanqueeRole, RescueKitItem } from '@club/shared/domain/dive-plan';
import type { Executor } from '../../platform/data/db.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { listClubLanguages } from '../clubs/queries.ts';
import { listOutingContents } from '../outing-details/queries.ts';
import { findPlanOuting } from './editor-access.ts';
import {
  asStored,
  hasActual,
  type LoadedDive,
  type LoadedPlan,
  type LoadedTeam,
  loadPlan,
  nameIn,
} from './plan-load.ts';
import type { SafetySheetData, SafetySheetDive, SafetySheetPalanquee } from './safety-sheet-data.ts';
import { type KeptSheet, selectKeptSheet } from './safety-sheets-queries.ts';
import { deleteSafetySheet, upsertSafetySheet } from './sheet-snapshot-queries.ts';
import { checkTeam, diverOf, storedTeam } from './team-check.ts';

/**
 * The safety sheet kept in `safety_sheets` (A322-72), rewritten after every write to an outing's dive
 * plan, so the sheet is there a year on, also once the outing is deleted.
 */

const TITLE_LENGTH = 200;

function palanqueeOnSheet(plan: LoadedPlan, team: LoadedTeam): SafetySheetPalanquee {
  // Problems are kept as their articles, which read the same in every language.
  const check = checkTeam(plan, storedTeam(team), 'fr');
  const { row } = team;
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
    members: team.members.map((member) => {
      const person = plan.people.get(member.userId);
      return {
        lastname: person?.lastname ?? '',
        firstname: person?.firstname ?? '',
        aptitudes: highestAptitudes(diverOf(plan, member.userId).aptitudes).map(aptitudeLabel),
        role: member.role as PalanqueeRole,
      };
    }),
    actual: hasActual(team)
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

function diveOnSheet(plan: LoadedPlan, dive: LoadedDive): SafetySheetDive {
  const { row } = dive;
  const spot = row.spotId === null ? undefined : plan.spots.get(row.spotId);
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
    palanquees: dive.teams.map((team) => palanqueeOnSheet(plan, team)),
  };
}

export function safetySheetData(plan: LoadedPlan, title: string): SafetySheetData {
  const roles = plan.roles;
  return {
    club: { name: plan.club.name },
    outing: { id: plan.outing.id, title, timeZone: plan.club.timeZone },
    roles: {
      dp: nameIn(plan, roles?.dpUserId),
      pilot: nameIn(plan, roles?.pilotUserId),
      surface: nameIn(plan, roles?.surfaceUserId),
      boat: roles?.boat ?? '',
    },
    rescueKit: (roles?.rescueKit ?? []) as RescueKitItem[],
    dives: plan.dives.map((dive) => diveOnSheet(plan, dive)),
  };
}

/** The outing's title in the club's first language that has one. */
async function outingTitle(db: Executor, plan: LoadedPlan): Promise<string> {
  // One after the other: the sheet is written inside the plan's transaction, on one connection.
  const contents = await listOutingContents(db, plan.club.id, [plan.outing.id]);
  const languages = await listClubLanguages(db, plan.club.id);
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
function outlivesItsDives(kept: KeptSheet, now: Date): boolean {
  const everSigned = kept.snapshot.dives.some(
    (dive) => dive.signedAt !== null || dive.signatureVoidedAt !== null,
  );
  return everSigned || kept.firstDiveAt.getTime() <= now.getTime();
}

/**
 * Writes the outing's kept sheet as the plan now stands. A plan without dives has no sheet of its own:
 * the one kept goes, unless it outlives its dives.
 */
export async function writeSafetySheet(db: Executor, plan: LoadedPlan): Promise<void> {
  const { club, outing } = plan;
  if (plan.dives.length === 0) {
    const kept = await selectKeptSheet(db, club.id, outing.id);
    if (kept && !outlivesItsDives(kept, new Date())) await deleteSafetySheet(db, club.id, outing.id);
    return;
  }
  const title = (await outingTitle(db, plan)).slice(0, TITLE_LENGTH);
  const snapshot = safetySheetData(plan, title);
  const first = plan.dives.reduce((earliest, dive) =>
    dive.row.startsAt < earliest.row.startsAt ? dive : earliest,
  );
  const firstSite = first.row.spotId === null ? undefined : plan.spots.get(first.row.spotId);
  const divers = new Set(
    plan.dives.flatMap((dive) => dive.teams.flatMap((team) => team.members.map((m) => m.userId))),
  );
  await upsertSafetySheet(db, club.id, outing.id, {
    title,
    site: (firstSite?.name ?? '').slice(0, TITLE_LENGTH),
    dpName: snapshot.roles.dp?.slice(0, TITLE_LENGTH) ?? null,
    firstDiveAt: first.row.startsAt,
    dives: plan.dives.length,
    signedDives: plan.dives.filter((dive) => dive.row.signedAt !== null).length,
    divers: divers.size,
    snapshot,
  });
}

/** Rewrites the outing's kept sheet from its plan as now stored, in the caller's transaction. */
export async function refreshSafetySheet(db: Executor, club: ClubRow, outingId: number): Promise<void> {
  const outing = await findPlanOuting(db, club.id, outingId);
  await writeSafetySheet(db, asStored(await loadPlan(db, club, outing)));
}
