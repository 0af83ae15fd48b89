/**
 * One palanquée checked against the Code du sport (annexes III-16a, III-16b, III-17c; A322-73 to
 * A322-76): the deepest it may go as composed, and every rule it breaks with its article, in the reader's
 * language. The server and the web app both call `checkPalanquee`; the dive director decides, and an
 * override keeps its reason (A322-72). `../shared/DIVE-RULES.md` has the tables.
 */
import { aptitudeLabel, isAptitude } from './aptitudes.ts';
import type { DiveActivity, DiveGas, PalanqueeRole } from './dive-plan.ts';
import {
  fillPalanqueeMessage,
  type MessageValuesArgs,
  PALANQUEE_RULES,
  type PalanqueeMessageArgs,
  type PalanqueeMessageNames,
  type PalanqueeRule,
  palanqueeMessage,
} from './palanquee-messages.ts';

export interface PalanqueeMember {
  role: PalanqueeRole;
  /** Aptitude codes as in `aptitudes.ts` (`PE40`, `PA20`, `PNC`, `GP`, `E3`...), implied ones included. */
  aptitudes: readonly string[];
  minor?: boolean;
  /** Holds no aptitude yet: a first dives' trainee (6 m zone). */
  beginner?: boolean;
  /** Teaching: the aptitude trained toward (`PE20`, `PA40`...). */
  trainingToward?: string;
}

export interface Palanquee {
  activity: DiveActivity;
  autonomous: boolean;
  gas: DiveGas;
  plannedDepthM: number;
  members: readonly PalanqueeMember[];
}

export interface PalanqueeProblem {
  /** A stable code, one of `PALANQUEE_RULES` (`too_deep_for_diver`, `too_many_autonomous`...). */
  rule: string;
  /** Where the law says it: `annexe III-16 b`, `A322-76`... */
  article: string;
  /** The rule broken, in the reader's language. */
  message: string;
}

export interface PalanqueeProblems {
  /** The deepest this palanquée may go as composed, in metres (0 when no depth is lawful). */
  maxDepthM: number;
  problems: PalanqueeProblem[];
}

/** Air and nitrox alike stop at 60 m (A322-76). */
export const GAS_LIMIT_M = 60;
/** The zone of beginners, baptisms and an E1's teaching. */
export const BEGINNER_ZONE_M = 6;
export const MAX_GUIDED_DIVERS = 4;
export const MAX_AUTONOMOUS_DIVERS = 3;
/**
 * Extra GP/P4 divers are allowed in the rows down to 40 m only. The published versions of annex III-16b
 * differ on the 60 m row; we read it as not allowed (the stricter one), and the dive director may
 * override with a reason.
 */
export const DEEPEST_WITH_EXTRAS_M = 40;

const ARTICLES = {
  palanquee: 'A322-73',
  gasLimit: 'A322-76',
  /** PA aptitudes are for adults only. */
  aptitudes: 'annexe III-14 a',
  teaching: 'annexe III-16 a',
  exploration: 'annexe III-16 b',
  nitroxTeaching: 'annexe III-17 b',
  nitroxExploration: 'annexe III-17 c',
} as const;

/**
 * What a guide's level lets them lead, deepest first (annex III-16b, "min. guide"). An E1 leads the
 * 0-6 m row, the beginners' one; the table gives divers' minimum aptitudes, so a PE-12 diver may join it.
 */
const EXPLORATION_GUIDE_ZONES = [
  ['E4', 60],
  ['GP', 40],
  ['E3', 40],
  ['E2', 20],
  ['E1', BEGINNER_ZONE_M],
] as const;

/** What an instructor's level lets them teach, deepest first (annex III-16a). */
const TEACHING_INSTRUCTOR_ZONES = [
  ['E4', 60],
  ['E3', 40],
  ['E2', 20],
  ['E1', BEGINNER_ZONE_M],
] as const;

/**
 * A trainee's zone by the aptitude trained toward, and the guided depth they must hold first (annex
 * III-16a: toward PE-40/PA-40 from PE-20 or PA-20, toward PE-60/PA-60 from PE-40 or PA-40).
 */
const TRAINING_ZONES: Record<string, { depthM: number; requiredGuidedM: number }> = {
  PE12: { depthM: 12, requiredGuidedM: 0 },
  PA12: { depthM: 12, requiredGuidedM: 0 },
  PE20: { depthM: 20, requiredGuidedM: 0 },
  PA20: { depthM: 20, requiredGuidedM: 0 },
  PE40: { depthM: 40, requiredGuidedM: 20 },
  PA40: { depthM: 40, requiredGuidedM: 20 },
  PE60: { depthM: 60, requiredGuidedM: 40 },
  PA60: { depthM: 60, requiredGuidedM: 40 },
};

/** The deepest depth of the given families held (`PE40` -> 40), 0 when none. */
function deepestHeld(aptitudes: readonly string[], families: readonly string[]): number {
  let deepest = 0;
  for (const code of aptitudes) {
    const match = /^(PE|PA)(\d+)$/.exec(code);
    if (match && families.includes(match[1] as string)) deepest = Math.max(deepest, Number(match[2]));
  }
  return deepest;
}

/** Guided: PA-xx implies PE-xx, so the deepest of either counts. */
const guidedDepth = (aptitudes: readonly string[]) => deepestHeld(aptitudes, ['PE', 'PA']);
const autonomousDepth = (aptitudes: readonly string[]) => deepestHeld(aptitudes, ['PA']);

/** PN-C reaches the gas limit; PN-20 stops at 20 m (annex III-17a). */
function nitroxDepth(aptitudes: readonly string[]): { code: 'PNC' | 'PN20'; depthM: number } | null {
  if (aptitudes.includes('PNC')) return { code: 'PNC', depthM: GAS_LIMIT_M };
  if (aptitudes.includes('PN20')) return { code: 'PN20', depthM: 20 };
  return null;
}

const label = (code: string) => (isAptitude(code) ? aptitudeLabel(code) : code);

/** A rule broken at any depth (`depthM` null), or a limit the palanquée breaks only below `depthM`. */
interface Finding {
  rule: PalanqueeRule;
  article: string;
  depthM: number | null;
  message: (language: string) => string;
}

class Findings {
  readonly list: Finding[] = [];

  /** A rule the palanquée breaks whatever its depth. */
  broken<Rule extends PalanqueeRule>(
    rule: Rule,
    article: string,
    ...values: PalanqueeMessageArgs<Rule>
  ): void {
    const message = (language: string) => palanqueeMessage(rule, language, ...values);
    this.list.push({ rule, article, depthM: null, message });
  }

  /** A limit of `depthM`, which fills the message's `{depth}`. */
  limit<Rule extends PalanqueeRule>(
    rule: Rule,
    article: string,
    depthM: number,
    ...[values]: MessageValuesArgs<Exclude<PalanqueeMessageNames<Rule>, 'depth'>>
  ): void {
    const message = (language: string) => fillPalanqueeMessage(rule, language, { ...values, depth: depthM });
    this.list.push({ rule, article, depthM, message });
  }
}

const tableArticle = (palanquee: Palanquee) =>
  palanquee.activity !== 'exploration'
    ? ARTICLES.teaching
    : palanquee.gas === 'nitrox'
      ? ARTICLES.nitroxExploration
      : ARTICLES.exploration;

function checkAutonomous(palanquee: Palanquee, findings: Findings): void {
  const article = tableArticle(palanquee);
  const count = palanquee.members.length;
  if (count > MAX_AUTONOMOUS_DIVERS) findings.broken('too_many_autonomous', article, { count });
  if (palanquee.members.some((member) => member.minor))
    findings.broken('minor_autonomous', ARTICLES.aptitudes);
  for (const member of palanquee.members) {
    const depthM = autonomousDepth(member.aptitudes);
    if (depthM === 0) findings.broken('autonomous_without_pa', article);
    else findings.limit('too_deep_for_autonomous', article, depthM, { aptitude: label(`PA${depthM}`) });
  }
}

function checkGuide(palanquee: Palanquee, findings: Findings): void {
  const article = tableArticle(palanquee);
  const guides = palanquee.members.filter((member) => member.role === 'guide');
  if (guides.length === 0) findings.broken('no_guide', article);
  if (guides.length > 1) findings.broken('several_guides', article, { count: guides.length });
  const zones = palanquee.activity === 'exploration' ? EXPLORATION_GUIDE_ZONES : TEACHING_INSTRUCTOR_ZONES;
  for (const guide of guides) {
    const zone = zones.find(([code]) => guide.aptitudes.includes(code));
    if (zone) findings.limit('too_deep_for_guide', article, zone[1], { aptitude: zone[0] });
    else if (palanquee.activity === 'exploration') findings.broken('guide_not_qualified', article);
    else findings.broken('instructor_not_qualified', article);
  }
}

/** A guided diver's own zone: their PE (or PA), 6 m for a beginner. */
function checkGuidedDiver(member: PalanqueeMember, article: string, findings: Findings): void {
  const depthM = member.beginner ? 0 : guidedDepth(member.aptitudes);
  if (depthM === 0) findings.limit('too_deep_for_beginner', article, BEGINNER_ZONE_M);
  else findings.limit('too_deep_for_diver', article, depthM, { aptitude: label(`PE${depthM}`) });
}

/** A trainee's zone is the one of the aptitude trained toward, once its prerequisite is held. */
function checkTrainee(member: PalanqueeMember, findings: Findings): void {
  const training = member.trainingToward ? TRAINING_ZONES[member.trainingToward] : undefined;
  // Training toward something else (GP, nitrox...) keeps the diver in their own guided zone.
  if (!member.trainingToward || !training) {
    checkGuidedDiver(member, ARTICLES.teaching, findings);
    return;
  }
  const toward = label(member.trainingToward);
  const guided = member.beginner ? 0 : guidedDepth(member.aptitudes);
  if (guided < training.requiredGuidedM)
    findings.broken('training_prerequisite', ARTICLES.teaching, {
      toward,
      required: label(`PE${training.requiredGuidedM}`),
      alternative: label(`PA${training.requiredGuidedM}`),
    });
  findings.limit('too_deep_for_training', ARTICLES.teaching, training.depthM, { toward });
}

function checkGuided(palanquee: Palanquee, findings: Findings): void {
  const article = tableArticle(palanquee);
  checkGuide(palanquee, findings);
  const divers = palanquee.members.filter((member) => member.role === 'diver');
  if (palanquee.activity === 'baptism') {
    if (divers.length > 1) findings.broken('baptism_one_diver', article, { count: divers.length });
    findings.limit('too_deep_for_baptism', article, BEGINNER_ZONE_M);
  } else {
    // Teaching 0-40 m: an earlier version of annex III-16a said 3 divers; the current one says 4.
    if (divers.length > MAX_GUIDED_DIVERS)
      findings.broken('too_many_divers', article, { count: divers.length });
    for (const diver of divers)
      if (palanquee.activity === 'teaching') checkTrainee(diver, findings);
      else checkGuidedDiver(diver, article, findings);
  }
  const extras = palanquee.members.filter((member) => member.role === 'extra');
  for (const extra of extras)
    if (!extra.aptitudes.includes('GP')) findings.broken('extra_not_guide', article);
  if (extras.length > 0) findings.limit('too_deep_with_extra', article, DEEPEST_WITH_EXTRAS_M);
}

/**
 * Nitrox (annex III-17c in exploration): the guide and the one extra allowed need PN-C, every other diver
 * PN-20 (to 20 m) or PN-C. In teaching (annex III-17b) a trainee dives as the nitrox aptitude they train
 * toward; the rest of that annex (instructors' minimums) is left to the dive director.
 */
function checkNitrox(palanquee: Palanquee, findings: Findings): void {
  const article = palanquee.activity === 'exploration' ? ARTICLES.nitroxExploration : ARTICLES.nitroxTeaching;
  const extras = palanquee.members.filter((member) => !palanquee.autonomous && member.role === 'extra');
  if (extras.length > 1) findings.broken('several_nitrox_extras', article, { count: extras.length });
  for (const member of palanquee.members) {
    const role: PalanqueeRole = palanquee.autonomous ? 'diver' : member.role;
    if (role !== 'diver') {
      if (member.aptitudes.includes('PNC')) continue;
      if (role === 'guide') findings.broken('nitrox_guide_without_pnc', article);
      else findings.broken('nitrox_extra_without_pnc', article);
      continue;
    }
    const training = palanquee.activity === 'exploration' ? [] : [member.trainingToward ?? ''];
    const nitrox = nitroxDepth([...member.aptitudes, ...training]);
    if (!nitrox) findings.broken('nitrox_without_aptitude', article);
    else if (nitrox.depthM < GAS_LIMIT_M)
      findings.limit('too_deep_for_nitrox', article, nitrox.depthM, { aptitude: label(nitrox.code) });
  }
}

const ruleOrder = (rule: PalanqueeRule) => PALANQUEE_RULES.indexOf(rule);

/** Every rule a palanquée of this activity must follow, as findings in the order they were checked. */
function findingsOf(palanquee: Palanquee): Finding[] {
  const findings = new Findings();
  if (palanquee.members.length < 2) findings.broken('too_few_divers', ARTICLES.palanquee);
  if (palanquee.autonomous && palanquee.activity !== 'exploration')
    findings.broken('autonomous_teaching', ARTICLES.teaching);
  else if (palanquee.autonomous) checkAutonomous(palanquee, findings);
  else checkGuided(palanquee, findings);
  if (palanquee.gas === 'nitrox') checkNitrox(palanquee, findings);
  findings.limit(
    palanquee.gas === 'air' ? 'too_deep_on_air' : 'too_deep_on_nitrox',
    ARTICLES.gasLimit,
    GAS_LIMIT_M,
  );
  return findings.list;
}

/**
 * The palanquée checked at its planned depth: `maxDepthM` is the smallest of its limits (guide's zone, each
 * diver's aptitude or training zone, extras, gas), or 0 when it breaks a rule no depth can mend (its size,
 * a minor autonomous, a missing aptitude). Problems come in the order of `PALANQUEE_MESSAGES`, then from
 * the shallowest limit, each once.
 */
export function checkPalanquee(palanquee: Palanquee, language = 'fr'): PalanqueeProblems {
  const findings = findingsOf(palanquee);
  const limits = findings.flatMap((finding) => (finding.depthM === null ? [] : [finding.depthM]));
  const blocked = findings.some((finding) => finding.depthM === null);
  const maxDepthM = blocked ? 0 : Math.min(...limits);
  const gasRules: PalanqueeRule[] = ['too_deep_on_air', 'too_deep_on_nitrox'];
  // Beyond 60 m the gas rule says it once, rather than every member's 60 m aptitude with it.
  const saysMore = (finding: Finding) =>
    finding.depthM === null || finding.depthM < GAS_LIMIT_M || gasRules.includes(finding.rule);
  const broken = findings
    .filter((finding) => finding.depthM === null || finding.depthM < palanquee.plannedDepthM)
    .filter(saysMore)
    .sort((a, b) => ruleOrder(a.rule) - ruleOrder(b.rule) || (a.depthM ?? 0) - (b.depthM ?? 0));
  const problems: PalanqueeProblem[] = [];
  for (const finding of broken) {
    const problem = { rule: finding.rule, article: finding.article, message: finding.message(language) };
    if (!problems.some((seen) => seen.rule === problem.rule && seen.message === problem.message))
      problems.push(problem);
  }
  return { maxDepthM, problems };
}
