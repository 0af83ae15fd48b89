import type { DiverPaperProblem } from '@club/shared/api/dive-plans';
import { addDays } from '@club/shared/domain/diver-file';
import type { TFunction } from 'i18next';
import { paperAgreement } from '../../../../lib/divers/paper-view.ts';

/**
 * A paper of a diver on the board that will not cover the outing's day, in the few words of a badge:
 * "CACI expiré le 12/11", "Licence manquante" (the papers' short names of `papers.short`).
 */

/** A day `YYYY-MM-DD` as day and month ("12/11"), with its year when it is not the year of `today`. */
export function badgeDay(day: string, today: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The badge's words; an expired paper says the first day it no longer covered, as the diver's papers do. */
export function paperProblemLabel(
  t: TFunction,
  problem: DiverPaperProblem,
  language: string,
  today: string,
): string {
  const paper = t(`papers.short.${problem.Kind}`);
  const context = paperAgreement(problem.Kind);
  if (problem.Valid_until === null) return t('divePlanEditor.papers.missing', { paper, context });
  const day = badgeDay(addDays(problem.Valid_until, 1), today, language);
  return t('divePlanEditor.papers.expired', { paper, day, context });
}
