import { z } from 'zod';
import { type Config, clubSiteUrl } from '../../config.ts';
import type { Executor } from '../../platform/data/db.ts';
import { enqueueJob } from '../../platform/data/jobs/queue.ts';
import type { JobHandler } from '../../platform/data/jobs/runner.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { findOutingMailContext, type OutingMailContext } from '../outing-details/queries.ts';
import { type OutingMailKind, outingMail } from './outing-mail-texts.ts';

export const SEAT_GRANTED_MAIL_JOB = 'outing-seat-granted-mail';

/** What the outing jobs read and send with. */
export interface OutingJobDeps {
  db: Executor;
  config: Config;
  mailer: Mailer;
}

const seatGrantedPayload = z.object({
  clubId: z.number().int(),
  outingId: z.number().int(),
  userId: z.number().int(),
});

/** The outing's page on its club's site. */
export function outingPageUrl(config: Config, clubAlias: string, outingId: number): string {
  return new URL(`/sorties/${outingId}`, clubSiteUrl(config, clubAlias)).toString();
}

/**
 * In the caller's transaction (the one that gave the member a seat), a job that tells the member the
 * seat is theirs: the mail leaves once that transaction has committed, never for a seat rolled back.
 */
export async function enqueueSeatGrantedMail(
  tx: Executor,
  input: { clubId: number; outingId: number; userId: number },
): Promise<void> {
  await enqueueJob(tx, { kind: SEAT_GRANTED_MAIL_JOB, payload: input, runAt: new Date() });
}

/** Sends one mail about an outing to one member, in their language. */
export async function sendOutingMail(
  deps: OutingJobDeps,
  kind: OutingMailKind,
  context: OutingMailContext,
): Promise<void> {
  await deps.mailer.send(
    outingMail(kind, {
      to: context.member.email,
      languageKey: context.member.languageKey,
      clubName: context.club.name,
      firstname: context.member.firstname,
      title: context.outing.title,
      startsAt: context.outing.startsAt,
      meetingPoint: context.outing.meetingPoint,
      link: outingPageUrl(deps.config, context.club.alias, context.outing.id),
      timeZone: context.club.timeZone,
    }),
  );
}

/**
 * The seat-granted mail, unless the member no longer holds the seat when the job runs (they cancelled,
 * the manager moved them, the outing is gone): a mail saying otherwise would mislead.
 */
export function seatGrantedMailJob(deps: OutingJobDeps): JobHandler {
  return async (payload) => {
    const input = seatGrantedPayload.parse(payload);
    const context = await findOutingMailContext(deps.db, input);
    if (context === null || context.status !== 'confirmed') return;
    await sendOutingMail(deps, 'seat_granted', context);
  };
}
