/**
 * A diver's papers and whether each covers a given day (`../shared/DIVE-RULES.md`, "Documents a club
 * checks"). Days are calendar dates `YYYY-MM-DD` in the club's time zone; no scan is stored, only dates.
 */

/** The papers a club checks before a dive. */
export const PAPER_KINDS = ['medical_certificate', 'licence', 'membership', 'parental_consent'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/**
 * A paper's state on a day: valid; expiring (valid, but for EXPIRING_WITHIN_DAYS days at most);
 * expired; missing (never entered, or a minor without parental consent).
 */
export const PAPER_STATES = ['valid', 'expiring', 'expired', 'missing'] as const;
export type PaperState = (typeof PAPER_STATES)[number];

/** A paper valid for this many days or fewer is shown amber, and its holder reminded. */
export const EXPIRING_WITHIN_DAYS = 30;

/** The FFESSM's licence season starts on 15 September of the year before the season's number. */
export const LICENCE_SEASON_START = { month: 9, day: 15 } as const;

const DAY_MS = 86_400_000;

function toUtc(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` plus `days` days (negative: before). */
export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Today in a time zone, as `YYYY-MM-DD`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The last day a medical certificate (CACI) covers: it must be under a year old on the day of the
 * dive, so a certificate of 10 March 2026 covers up to 9 March 2027 (365 days, or 366 across a
 * 29 February). One of 29 February covers up to 28 February of the next year.
 */
export function medicalCertificateValidUntil(issuedOn: string): string {
  const [year, month, date] = issuedOn.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29 February of a common year over to 1 March.
  return fromUtc(Date.UTC(year + 1, month - 1, date) - DAY_MS);
}

/** The FFESSM season `season` runs from 15 September of the year before to 31 December of its year. */
export function licenceSeasonSpan(season: number): { from: string; until: string } {
  const { month, day } = LICENCE_SEASON_START;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { from: `${season - 1}-${pad(month)}-${pad(day)}`, until: `${season}-12-31` };
}

/** The season whose licences are sold on `day`: from 15 September, next year's. */
export function licenceSeasonOn(day: string): number {
  const year = Number(day.slice(0, 4));
  const { month, day: startDay } = LICENCE_SEASON_START;
  const pad = (value: number) => String(value).padStart(2, '0');
  return day >= `${year}-${pad(month)}-${pad(startDay)}` ? year + 1 : year;
}

/** Whether a licence of `season` covers `day` (two seasons overlap from 15 September to 31 December). */
export function licenceCovers(season: number, day: string): boolean {
  const { from, until } = licenceSeasonSpan(season);
  return day >= from && day <= until;
}

/** A minor on `day`: under 18 years old. */
export function isMinorOn(birthdate: string | null, day: string): boolean {
  if (birthdate === null) return false;
  const eighteenth = `${Number(birthdate.slice(0, 4)) + 18}${birthdate.slice(4)}`;
  return day < eighteenth;
}

/** A paper's state on a day, with the last day it covers and the days left from that day. */
export interface PaperStateOnDay {
  state: PaperState;
  /** Null when missing, or for a parental consent (it does not expire). */
  validUntil: string | null;
  /** Days from the day checked to `validUntil` (0: its last day; negative: expired). */
  daysLeft: number | null;
}

/**
 * A paper valid from `from` (null: since ever) to `until`, on `day`. A paper not yet in force on that
 * day (a licence of next season on a day before it starts) does not cover it: missing.
 */
export function paperStateOfSpan(
  span: { from: string | null; until: string } | null,
  day: string,
): PaperStateOnDay {
  if (span === null) return { state: 'missing', validUntil: null, daysLeft: null };
  if (span.from !== null && day < span.from) return { state: 'missing', validUntil: null, daysLeft: null };
  const daysLeft = daysBetween(day, span.until);
  if (daysLeft < 0) return { state: 'expired', validUntil: span.until, daysLeft };
  return { state: daysLeft <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid', validUntil: span.until, daysLeft };
}

/** What the club holds of a diver's papers. */
export interface DiverFilePapers {
  medicalCertificateDate: string | null;
  licenceSeason: number | null;
  membershipUntil: string | null;
  parentalConsent: boolean;
  birthdate: string | null;
}

/** Each paper's status on `day`; the parental consent only for a minor on that day (else null). */
export function paperStatesOn(
  papers: DiverFilePapers,
  day: string,
): Record<PaperKind, PaperStateOnDay | null> {
  const medicalCertificate = papers.medicalCertificateDate;
  const season = papers.licenceSeason;
  return {
    medical_certificate: paperStateOfSpan(
      medicalCertificate === null || medicalCertificate > day
        ? null
        : { from: medicalCertificate, until: medicalCertificateValidUntil(medicalCertificate) },
      day,
    ),
    licence: paperStateOfSpan(season === null ? null : licenceSeasonSpan(season), day),
    membership: paperStateOfSpan(
      papers.membershipUntil === null ? null : { from: null, until: papers.membershipUntil },
      day,
    ),
    parental_consent: isMinorOn(papers.birthdate, day)
      ? { state: papers.parentalConsent ? 'valid' : 'missing', validUntil: null, daysLeft: null }
      : null,
  };
}

/** A paper covers the day when it is valid or expiring on it. */
export function covers(status: PaperStateOnDay | null): boolean {
  return status === null || status.state === 'valid' || status.state === 'expiring';
}

/**
 * The end of the club's membership season on or after `day`, from the club's season end (`MM-DD`,
 * e.g. `08-31`): what a membership paid on `day` runs until.
 */
export function membershipSeasonEnd(seasonEnd: string, day: string): string {
  const year = Number(day.slice(0, 4));
  const thisYear = `${year}-${seasonEnd}`;
  return day <= thisYear ? thisYear : `${year + 1}-${seasonEnd}`;
}
