import type { EntryCheck, Paper } from '@club/shared/api/diver-files';
import { addDays, type PaperKind, type PaperState } from '@club/shared/domain/diver-file';
import type { TFunction } from 'i18next';

/** A paper's colour: green valid, amber expiring, red expired or missing. */
export function paperColor(state: PaperState): 'teal' | 'orange' | 'red' {
  if (state === 'valid') return 'teal';
  if (state === 'expiring') return 'orange';
  return 'red';
}

/** Whether a paper covers the day it was read for. */
export const paperCovers = (paper: Paper) => paper.State === 'valid' || paper.State === 'expiring';

/** A day `YYYY-MM-DD` as the language writes it in full: "3 mars 2027". */
export function longDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** An instant as the language writes a short date: "12/10/2026". */
export function shortDate(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(new Date(instant));
}

/** French, Italian and Spanish agree the words with the paper: "expirée" for a licence (`_f` keys). */
const FEMININE: ReadonlySet<PaperKind> = new Set(['licence', 'membership', 'parental_consent']);
/** The i18next context of words said of this paper: `f` picks the `_f` keys. */
export const paperAgreement = (kind: PaperKind) => (FEMININE.has(kind) ? 'f' : undefined);

/** A paper's state in a word or two: "À jour", "Expire bientôt", "À renouveler", "À fournir". */
export function stateLabel(t: TFunction, state: PaperState): string {
  return t(`papers.state.${state}`);
}

/**
 * How long a paper has left, or since when it lapsed: "expire dans 12 jours", "expiré depuis le
 * 4 mars 2027", "manquant".
 */
export function paperDetail(t: TFunction, kind: PaperKind, paper: Paper, language: string): string {
  const context = paperAgreement(kind);
  if (kind === 'parental_consent')
    return paper.State === 'missing' ? t('papers.detail.consentMissing') : t('papers.detail.consentGiven');
  if (paper.Valid_until === null || paper.Days_left === null) return t('papers.detail.missing', { context });
  const until = longDay(paper.Valid_until, language);
  // A licence of next season on a day of this one: held, but not in force yet.
  if (paper.State === 'missing') return t('papers.detail.notYet', { until });
  if (paper.State === 'expired')
    return t('papers.detail.expiredSince', {
      context,
      since: longDay(addDays(paper.Valid_until, 1), language),
    });
  if (paper.Days_left === 0) return t('papers.detail.lastDay');
  return t('papers.detail.expiresIn', { count: paper.Days_left, until });
}

/** Who vouches for an entry: "déclaré", or "vérifié par Marie Dupont le 12/10/2026". */
export function checkText(t: TFunction, check: EntryCheck, language: string): string {
  if (!check.Checked) return t('papers.check.declared');
  if (check.Checked_by_name === null || check.Checked_at === null) return t('papers.check.checked');
  return t('papers.check.checkedBy', {
    name: check.Checked_by_name,
    date: shortDate(check.Checked_at, language),
  });
}

/** The paper a sign-up error code is about. */
export function paperOfCode(code: string): PaperKind | null {
  if (code === 'medical_certificate_expired') return 'medical_certificate';
  if (code === 'licence_expired') return 'licence';
  if (code === 'membership_expired') return 'membership';
  return null;
}

const isPaperKind = (kind: string | null | undefined): kind is PaperKind =>
  kind === 'medical_certificate' ||
  kind === 'licence' ||
  kind === 'membership' ||
  kind === 'parental_consent';

/** A paper problem of a sign-up: its error code, and the paper named by the error body or notice. */
export type PaperProblem = { Code: string; Kind?: string | null; Valid_until?: string | null };

/**
 * What a refused sign-up or its notice says about a paper: which paper, until when it was valid or
 * that it is missing; or that the club accepts only papers (or levels) a manager checked.
 */
export function paperProblemText(t: TFunction, problem: PaperProblem, language: string): string {
  if (problem.Code === 'level_not_checked') return t('papers.problem.levelNotChecked');
  const kind = isPaperKind(problem.Kind) ? problem.Kind : paperOfCode(problem.Code);
  const paper = kind === null ? t('papers.problem.somePaper') : t(`papers.kinds.${kind}`);
  if (problem.Code === 'paper_not_checked') return t('papers.problem.notChecked', { paper });
  if (problem.Valid_until === null || problem.Valid_until === undefined)
    return t('papers.problem.missing', { paper });
  return t('papers.problem.expired', { paper, until: longDay(problem.Valid_until, language) });
}

/** The sign-up refusals that are about a paper or a checked level (409). */
export const PAPER_REFUSALS: ReadonlySet<string> = new Set([
  'medical_certificate_expired',
  'licence_expired',
  'membership_expired',
  'paper_not_checked',
  'level_not_checked',
]);
