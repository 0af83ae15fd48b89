import type { JobHandlers } from '../../platform/data/jobs/runner.ts';
import { type OutingJobDeps, SEAT_GRANTED_MAIL_JOB, seatGrantedMailJob } from './outing-mails.ts';
import { OUTING_REMINDER_JOB, outingReminderJob } from './reminders.ts';

/** The outings' kinds of jobs and their handlers, for the app's job runner. */
export function outingJobHandlers(deps: OutingJobDeps): JobHandlers {
  return {
    [SEAT_GRANTED_MAIL_JOB]: seatGrantedMailJob(deps),
    [OUTING_REMINDER_JOB]: outingReminderJob(deps),
  };
}
