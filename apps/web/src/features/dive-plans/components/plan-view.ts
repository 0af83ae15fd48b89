/** What the pages show of a plan: times in the club's time zone, a member's own teams, a dive's signature. */
import type { DivePlan, DiveView, PalanqueeView } from '@club/shared/api/dive-plans';

/** "09:30": an instant's time of day in the club's time zone. */
export function clockOf(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(instant));
}

/** "samedi 12 juin 2027": an instant's day in the club's time zone. */
export function dayOf(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(instant));
}

/** `YYYY-MM-DD`: an instant's day in the club's time zone (for a file's name). */
export function isoDayOf(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

export interface MyTeam {
  dive: DiveView;
  team: PalanqueeView;
  /** The team's guide, unless it is the member (or the team is autonomous). */
  guide: string | null;
  /** The others of the team, the guide apart. */
  companions: string[];
}

/** The member's palanquée in each dive where they have one, its guide named apart. */
export function myTeams(plan: DivePlan, userId: number): MyTeam[] {
  return plan.Dives.flatMap((dive) => {
    const team = dive.Palanquees.find((candidate) =>
      candidate.Members.some((member) => member.User_id === userId),
    );
    if (!team) return [];
    const guide = team.Members.find((member) => member.Role === 'guide');
    const companions = team.Members.filter(
      (member) => member.User_id !== userId && member.User_id !== guide?.User_id,
    ).map((member) => member.Name);
    return [{ dive, team, guide: guide && guide.User_id !== userId ? guide.Name : null, companions }];
  });
}

export type SignatureState =
  | { kind: 'signed'; by: string; at: string | null }
  | { kind: 'voided'; at: string }
  | { kind: 'unsigned' };

export function signatureOf(dive: DiveView): SignatureState {
  if (dive.Signed_by !== null) return { kind: 'signed', by: dive.Signed_by, at: dive.Signed_at };
  if (dive.Signature_voided_at !== null) return { kind: 'voided', at: dive.Signature_voided_at };
  return { kind: 'unsigned' };
}

/** Why a dive cannot be signed as it is: no team, or teams breaking a rule without an override reason. */
export function signingBlockers(dive: DiveView): { noTeam: boolean; teams: PalanqueeView[] } {
  return {
    noTeam: dive.Palanquees.length === 0,
    teams: dive.Palanquees.filter(
      (team) =>
        team.Problems.length > 0 && (team.Override_reason === null || team.Override_reason.trim() === ''),
    ),
  };
}
