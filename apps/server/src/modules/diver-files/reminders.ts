import { errorCodes } from '@club/shared/api/errors';
import { addDays, dayIn, daysBetween, EXPIRING_WITHIN_DAYS } from '@club/shared/domain/diver-file';
import { DIVING_OUTING_KINDS, isDivingOuting } from '@club/shared/domain/outings';
import { z } from 'zod';
import { type Config, clubSiteUrl } from '../../config.ts';
import type { Executor } from '../../platform/data/db.ts';
import { enqueueJob } from '../../platform/data/jobs/queue.ts';
import type { JobHandler, JobHandlers } from '../../platform/data/jobs/runner.ts';
import type { Mail, Mailer } from '../../platform/mailer.ts';
import { findOutingMailContext } from '../outing-details/queries.ts';
import { loadMemberDiverFiles, type MemberDiverFile, paperStatesOfMember } from './papers-of.ts';
import {
  managerDigestMail,
  outingPapersMail,
  type PaperLine,
  paperExpiringMail,
} from './reminders-mail-texts.ts';
import {
  findParticipant,
  findReminderClub,
  forgetRemindersSent,
  listManagers,
  listReminderClubs,
  listUpcomingParticipants,
  type ReminderClub,
  recordRemindersSent,
} from './reminders-queries.ts';
import {
  type CheckedPaper,
  findSignUpPaperRules,
  paperProblemsOn,
  type SignUpPaperRules,
} from './sign-up-papers.ts';

/**
 * Reminders about papers (issue 34), through the job queue: to the member 30 and 7 days before a paper
 * expires; to a member signed up for a diving outing their papers will not cover, at once and 3 days
 * before; to the managers, a weekly digest of what expires within 30 days. Each is sent once across
 * processes and restarts: a row of paper_reminders_sent is written before its mail (a row already
 * there means it went), and removed again when the mailer refuses the mail, so a retry sends it. A
 * process dying between the row and the mail loses that mail: never twice wins over always.
 */

export const PAPER_REMINDERS_JOB = 'paper-reminders';
export const OUTING_PAPERS_REMINDER_JOB = 'outing-papers-reminder';

export interface PaperJobDeps {
  db: Executor;
  config: Config;
  mailer: Mailer;
}

/** Where a member brings their papers up to date: "Mes papiers" (the web app's paths.myDiverFile). */
const MY_DIVER_FILE_PATH = '/profile/papiers';
/** The managers' table of the club's papers (paths.admin.diverFiles). */
const DIVER_FILES_PATH = '/admin/papiers';
/** Days before a paper's last day its holder is reminded; each is sent once. */
export const EXPIRY_REMINDER_DAYS = [EXPIRING_WITHIN_DAYS, 7] as const;
/** Days before a diving outing a member whose papers will not cover it is reminded again. */
export const OUTING_REMINDER_DAYS = 3;
/** When (UTC hour) the daily pass over every club runs. */
const DAILY_HOUR_UTC = 6;

const EXPIRING_PAPERS: readonly CheckedPaper[] = ['medical_certificate', 'licence', 'membership'];

const siteLink = (config: Config, club: ReminderClub, path: string) =>
  new URL(path, clubSiteUrl(config, club.alias)).toString();

/** Records the reminders, sends the mail when any was not sent yet; forgets them when the mail fails. */
async function sendOnce(
  deps: PaperJobDeps,
  input: { clubId: number; userId: number; reminders: string[] },
  mail: () => Promise<Mail | null>,
): Promise<void> {
  const recorded = await recordRemindersSent(deps.db, input);
  if (recorded.length === 0) return;
  try {
    const built = await mail();
    if (built !== null) await deps.mailer.send(built);
  } catch (error) {
    await forgetRemindersSent(deps.db, { clubId: input.clubId, userId: input.userId, reminders: recorded });
    throw error;
  }
}

/** Runs each step, then fails with all the failures: one refused mail does not keep the others back. */
async function allOf(steps: (() => Promise<void>)[], what: string): Promise<void> {
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} ${what} not sent`);
}

/** The papers that will not cover the outing's day, among those the club checks. */
function uncovered(member: MemberDiverFile, rules: SignUpPaperRules, day: string): PaperLine[] {
  return paperProblemsOn(member, rules, day)
    .filter((problem) => problem.code !== errorCodes.paperNotChecked)
    .map((problem) => ({ kind: problem.kind, validUntil: problem.validUntil }));
}

/**
 * The member signed up for this outing is told which papers will not cover its day: at once, and again
 * within OUTING_REMINDER_DAYS of it (one mail when both are due together).
 */
async function remindOfOuting(
  deps: PaperJobDeps,
  input: {
    club: ReminderClub;
    rules: SignUpPaperRules;
    member: MemberDiverFile;
    outing: { id: number; startsAt: Date };
    today: string;
  },
): Promise<void> {
  const { club, member, outing } = input;
  const day = dayIn(club.timeZone, outing.startsAt);
  const papers = uncovered(member, input.rules, day);
  if (papers.length === 0) return;
  const reminders = [`outing:${outing.id}:at_once`];
  if (daysBetween(input.today, day) <= OUTING_REMINDER_DAYS) reminders.push(`outing:${outing.id}:3_days`);
  await sendOnce(deps, { clubId: club.id, userId: member.userId, reminders }, async () => {
    const context = await findOutingMailContext(deps.db, {
      clubId: club.id,
      outingId: outing.id,
      userId: member.userId,
    });
    if (context === null) return null;
    return outingPapersMail(
      {
        to: member.email,
        languageKey: member.languageKey,
        firstname: member.firstname,
        clubName: club.name,
        timeZone: club.timeZone,
      },
      { title: context.outing.title, startsAt: outing.startsAt },
      papers,
      siteLink(deps.config, club, MY_DIVER_FILE_PATH),
    );
  });
}

/** The member's papers whose last day is within EXPIRY_REMINDER_DAYS of today, at the nearest step. */
async function remindOfExpiry(
  deps: PaperJobDeps,
  club: ReminderClub,
  member: MemberDiverFile,
  today: string,
) {
  const statuses = paperStatesOfMember(member, today);
  const steps: (() => Promise<void>)[] = [];
  for (const kind of EXPIRING_PAPERS) {
    const status = statuses[kind];
    if (!status || status.validUntil === null || status.daysLeft === null) continue;
    if (status.state !== 'expiring' && status.state !== 'valid') continue;
    const daysLeft = status.daysLeft;
    // The nearest step reached: a paper entered 5 days before its end gets the 7 days' reminder only.
    const step = [...EXPIRY_REMINDER_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days);
    if (step === undefined) continue;
    const validUntil = status.validUntil;
    const reminders = [`expiry:${kind}:${step}:${validUntil}`];
    steps.push(() =>
      sendOnce(deps, { clubId: club.id, userId: member.userId, reminders }, async () =>
        paperExpiringMail(
          {
            to: member.email,
            languageKey: member.languageKey,
            firstname: member.firstname,
            clubName: club.name,
          },
          { kind, validUntil, daysLeft },
          siteLink(deps.config, club, MY_DIVER_FILE_PATH),
        ),
      ),
    );
  }
  return steps;
}

/** Monday of the week of `day`: the weekly digest's key. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Each manager's digest of the members' papers expiring within 30 days, once a week; none when off or empty.
 */
async function digestSteps(
  deps: PaperJobDeps,
  club: ReminderClub,
  members: MemberDiverFile[],
  today: string,
) {
  if (!club.managerDigest) return [];
  const items = members.flatMap((member) => {
    const statuses = paperStatesOfMember(member, today);
    return EXPIRING_PAPERS.flatMap((kind) => {
      const status = statuses[kind];
      if (status?.state !== 'expiring' || status.validUntil === null) return [];
      return [{ member: `${member.firstname} ${member.lastname}`, kind, validUntil: status.validUntil }];
    });
  });
  if (items.length === 0) return [];
  items.sort((a, b) => a.validUntil.localeCompare(b.validUntil) || a.member.localeCompare(b.member));
  const reminders = [`digest:${weekOf(today)}`];
  const managers = await listManagers(deps.db, club.id);
  return managers.map(
    (manager) => () =>
      sendOnce(deps, { clubId: club.id, userId: manager.id, reminders }, async () =>
        managerDigestMail(
          {
            to: manager.email,
            languageKey: manager.languageKey,
            firstname: manager.firstname,
            clubName: club.name,
          },
          items,
          siteLink(deps.config, club, DIVER_FILES_PATH),
        ),
      ),
  );
}

/** Every reminder of one club due today (the club's today, in its time zone). */
async function remindClub(deps: PaperJobDeps, club: ReminderClub, now: Date): Promise<void> {
  const today = dayIn(club.timeZone, now);
  const members = await loadMemberDiverFiles(deps.db, club.id);
  const byId = new Map(members.map((member) => [member.userId, member]));
  const rules = await findSignUpPaperRules(deps.db, club.id);
  const steps: (() => Promise<void>)[] = [];
  for (const member of members) steps.push(...(await remindOfExpiry(deps, club, member, today)));
  for (const participant of await listUpcomingParticipants(deps.db, club.id, DIVING_OUTING_KINDS, now)) {
    const member = byId.get(participant.userId);
    if (!member) continue;
    const outing = { id: participant.outingId, startsAt: participant.startsAt };
    steps.push(() => remindOfOuting(deps, { club, rules, member, outing, today }));
  }
  steps.push(...(await digestSteps(deps, club, members, today)));
  await allOf(steps, `paper reminder(s) of club ${club.id}`);
}

/** The pass over every club, for the daily job (and tests, at the moment they choose). */
export async function runPaperReminders(deps: PaperJobDeps, now: Date = new Date()): Promise<void> {
  await allOf(
    (await listReminderClubs(deps.db)).map((club) => () => remindClub(deps, club, now)),
    'club(s) with paper reminders',
  );
}

const dailyPayload = z.object({ day: z.string() });

/** The daily pass of `day` (UTC), once: its dedupe key is the day. */
async function scheduleDailyPass(db: Executor, day: string, runAt: Date): Promise<void> {
  await enqueueJob(db, {
    kind: PAPER_REMINDERS_JOB,
    payload: { day },
    runAt,
    dedupeKey: `${PAPER_REMINDERS_JOB}:${day}`,
  });
}

/**
 * At start-up: today's pass (at once), which schedules the next day's when it runs. Every process
 * calls it; the dedupe key keeps one job a day.
 */
export async function schedulePaperReminders(db: Executor, now: Date = new Date()): Promise<void> {
  await scheduleDailyPass(db, now.toISOString().slice(0, 10), now);
}

/** The daily pass: first tomorrow's (so a failing pass still leaves the next one), then today's reminders. */
export function paperRemindersJob(deps: PaperJobDeps): JobHandler {
  return async (payload) => {
    dailyPayload.parse(payload);
    const now = new Date();
    const tomorrow = addDays(now.toISOString().slice(0, 10), 1);
    await scheduleDailyPass(deps.db, tomorrow, new Date(Date.parse(tomorrow) + DAILY_HOUR_UTC * 3_600_000));
    await runPaperReminders(deps, now);
  };
}

const outingPayload = z.object({
  clubId: z.number().int(),
  outingId: z.number().int(),
  userId: z.number().int(),
});

/**
 * In the caller's transaction (a sign-up let in with a warning, or the manager's override), the
 * member's reminder that their papers will not cover the outing: it leaves once that commits.
 */
export async function enqueueOutingPapersReminder(
  tx: Executor,
  input: { clubId: number; outingId: number; userId: number },
): Promise<void> {
  await enqueueJob(tx, { kind: OUTING_PAPERS_REMINDER_JOB, payload: input, runAt: new Date() });
}

/** The reminder of one sign-up, unless the member is no longer signed up or the outing has started. */
export function outingPapersReminderJob(deps: PaperJobDeps): JobHandler {
  return async (payload) => {
    const input = outingPayload.parse(payload);
    const now = new Date();
    const participant = await findParticipant(deps.db, input);
    if (participant === null || participant.status === null || !isDivingOuting(participant.kind)) return;
    if (participant.startsAt.getTime() <= now.getTime()) return;
    const club = await findReminderClub(deps.db, input.clubId);
    const [member] = await loadMemberDiverFiles(deps.db, input.clubId, [input.userId]);
    if (club === null || member === undefined) return;
    const rules = await findSignUpPaperRules(deps.db, club.id);
    const outing = { id: input.outingId, startsAt: participant.startsAt };
    await remindOfOuting(deps, { club, rules, member, outing, today: dayIn(club.timeZone, now) });
  };
}

/** The papers' kinds of jobs and their handlers, for the app's job runner. */
export function paperJobHandlers(deps: PaperJobDeps): JobHandlers {
  return {
    [PAPER_REMINDERS_JOB]: paperRemindersJob(deps),
    [OUTING_PAPERS_REMINDER_JOB]: outingPapersReminderJob(deps),
  };
}
