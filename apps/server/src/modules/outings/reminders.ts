import { z } from 'zod';
import type { Executor } from '../../platform/data/db.ts';
import { enqueueJob } from '../../platform/data/jobs/queue.ts';
import type { JobHandler } from '../../platform/data/jobs/runner.ts';
import { findOutingMailContext } from '../outing-details/queries.ts';
import {
  findOutingStart,
  forgetReminderSent,
  listConfirmedParticipantIds,
  recordReminderSent,
} from './jobs-queries.ts';
import { type OutingJobDeps, sendOutingMail } from './outing-mails.ts';

export const OUTING_REMINDER_JOB = 'outing-reminder';

/** How long before an outing's start its participants are reminded of it. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

const reminderPayload = z.object({
  clubId: z.number().int(),
  outingId: z.number().int(),
  startsAt: z.iso.datetime(),
});

/** One reminder job per outing and start (a member is reminded of a start once: outing_reminders_sent). */
export const reminderDedupeKey = (outingId: number, startsAt: Date) =>
  `outing-reminder:${outingId}:${startsAt.toISOString()}`;

/**
 * In the caller's transaction (creating the outing or moving its start), the reminder of its
 * participants, due REMINDER_LEAD_MS before `startsAt` (at once when that moment has passed but the
 * start has not; never for an outing that has started). A reminder scheduled for another start
 * stays in the queue and does nothing when it runs (the start differs).
 */
export async function scheduleOutingReminder(
  tx: Executor,
  input: { clubId: number; outingId: number; startsAt: Date },
): Promise<void> {
  const now = Date.now();
  if (input.startsAt.getTime() <= now) return;
  const runAt = new Date(Math.max(input.startsAt.getTime() - REMINDER_LEAD_MS, now));
  await enqueueJob(tx, {
    kind: OUTING_REMINDER_JOB,
    payload: { clubId: input.clubId, outingId: input.outingId, startsAt: input.startsAt.toISOString() },
    runAt,
    dedupeKey: reminderDedupeKey(input.outingId, input.startsAt),
    // Moved away and back: the reminder of this start may have run meanwhile, finding another start.
    rerunIfDone: true,
  });
}

/**
 * Mails each confirmed participant once: a row of outing_reminders_sent is written before each mail
 * (a row already there means it went, from this job run earlier or another process), so no member is
 * reminded twice of the same start. A mail the mailer refuses has its row removed and fails the job,
 * so the retry sends it (and only it). A process dying between the row and the mail loses that one
 * mail: never twice wins over always.
 */
export function outingReminderJob(deps: OutingJobDeps): JobHandler {
  return async (payload) => {
    const { clubId, outingId, startsAt: startIso } = reminderPayload.parse(payload);
    const startsAt = new Date(startIso);
    const currentStart = await findOutingStart(deps.db, { clubId, outingId });
    if (currentStart === null || currentStart.getTime() !== startsAt.getTime()) return;
    const failures: unknown[] = [];
    for (const userId of await listConfirmedParticipantIds(deps.db, clubId, outingId)) {
      const sent = { outingId, userId, startsAt };
      if (!(await recordReminderSent(deps.db, clubId, sent))) continue;
      try {
        const context = await findOutingMailContext(deps.db, { clubId, outingId, userId });
        if (context !== null) await sendOutingMail(deps, 'reminder', context);
      } catch (error) {
        await forgetReminderSent(deps.db, clubId, sent);
        failures.push(error);
      }
    }
    if (failures.length > 0) {
      throw new AggregateError(
        failures,
        `${failures.length} reminder mail(s) of outing ${outingId} not sent`,
      );
    }
  };
}
