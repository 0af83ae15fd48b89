/**
 * What the pages show of a plan: times in the club's time zone, a member's own palanquées, a dive's
 * signature.
 */
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

export interface MyDivePalanquee {
  dive: DiveView;
  palanquee: PalanqueeView;
  /** The palanquée's guide, unless it is the member (or the palanquée is autonomous). */
  guide: string | null;
  /** The others of the palanquée, the guide apart. */
  companions: string[];
}

/** The member's palanquée in each dive where they have one, its guide named apart. */
export function myPalanquees(divePlan: DivePlan, userId: number): MyDivePalanquee[] {
  return divePlan.Dives.flatMap((dive) => {
    const palanquee = dive.Palanquees.find((candidate) =>
      candidate.Members.some((member) => member.User_id === userId),
    );
    if (!palanquee) return [];
    const guide = palanquee.Members.find((member) => member.Role === 'guide');
    const companions = palanquee.Members.filter(
      (member) => member.User_id !== userId && member.User_id !== guide?.User_id,
    ).map((member) => member.Name);
    return [{ dive, palanquee, guide: guide && guide.User_id !== userId ? guide.Name : null, companions }];
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

/**
 * Why a dive cannot be signed as it is: no palanquée, or palanquées breaking a rule without an override
 * reason.
 */
export function signingBlockers(dive: DiveView): { noPalanquee: boolean; palanquees: PalanqueeView[] } {
  return {
    noPalanquee: dive.Palanquees.length === 0,
    palanquees: dive.Palanquees.filter(
      (palanquee) =>
        palanquee.Problems.length > 0 &&
        (palanquee.Override_reason === null || palanquee.Override_reason.trim() === ''),
    ),
  };
}
