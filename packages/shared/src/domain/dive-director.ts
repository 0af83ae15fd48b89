/**
 * Whether a dive director's card lets them direct an outing's dives. A322-72 asks the dive director to
 * hold a qualification of annex III-15 a: a N5 (DPE) directs exploration only; an E3 (MF1, or the
 * equivalents the annex lists) directs teaching and exploration. The software warns; the club decides.
 */
import type { DiveActivity } from './dive-plan.ts';
import { palanqueeMessage } from './palanquee-messages.ts';
import type { PalanqueeProblem } from './palanquee-rules.ts';

export interface DiveDirectorLevel {
  /** The activities of the outing's dives. */
  activities: readonly DiveActivity[];
  /** Every aptitude held, implied ones included (`aptitudesOf`). */
  aptitudes: readonly string[];
  organism: string | null;
  level: string | null;
}

const ARTICLE = 'annexe III-15 a';

/** FFESSM cards that direct exploration: N5 and the instructors' MF1 and MF2. */
const EXPLORATION_DIVE_DIRECTOR_LEVELS = ['ffessm_n5', 'ffessm_mf1', 'ffessm_mf2'];

/** E3 and E4 (MF1, MF2, or what the dive director assigned after a foreign card) direct everything. */
const directsTeaching = (diveDirector: DiveDirectorLevel) =>
  diveDirector.aptitudes.includes('E3') || diveDirector.aptitudes.includes('E4');

const directsExploration = (diveDirector: DiveDirectorLevel) =>
  directsTeaching(diveDirector) ||
  (diveDirector.organism === 'ffessm' &&
    diveDirector.level !== null &&
    EXPLORATION_DIVE_DIRECTOR_LEVELS.includes(diveDirector.level));

/** What the card does not allow among the outing's activities: exploration first, then teaching. */
export function diveDirectorProblems(diveDirector: DiveDirectorLevel, language = 'fr'): PalanqueeProblem[] {
  const problems: PalanqueeProblem[] = [];
  if (diveDirector.activities.includes('exploration') && !directsExploration(diveDirector))
    problems.push({
      rule: 'director_for_exploration',
      article: ARTICLE,
      message: palanqueeMessage('director_for_exploration', language),
    });
  const teaches = diveDirector.activities.some((activity) => activity !== 'exploration');
  if (teaches && !directsTeaching(diveDirector))
    problems.push({
      rule: 'director_for_teaching',
      article: ARTICLE,
      message: palanqueeMessage('director_for_teaching', language),
    });
  return problems;
}
