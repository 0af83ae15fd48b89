import type { User } from '@club/shared/api/users';

/**
 * The session token is kept per club in local storage (SPEC.md section 6): signing in on one club's
 * site does not sign you in on another's.
 */
const tokenKey = (alias: string) => `token:${alias}`;
/** The member of that token (KnownMember), kept for opening pages offline. */
const memberKey = (alias: string) => `member:${alias}`;

export function readToken(alias: string): string | null {
  try {
    return localStorage.getItem(tokenKey(alias));
  } catch {
    return null;
  }
}

/** A new session: the member known for the previous one (who may be someone else) is forgotten. */
export function storeToken(alias: string, token: string): void {
  localStorage.setItem(tokenKey(alias), token);
  localStorage.removeItem(memberKey(alias));
}

/** Signing out (or a token the server no longer takes) forgets the token and the member known with it. */
export function forgetToken(alias: string): void {
  localStorage.removeItem(tokenKey(alias));
  localStorage.removeItem(memberKey(alias));
}

/**
 * The least the pages that open on a boat with no network need of the signed-in member (issue 31, the
 * dive director's plan): who they are and their club. Kept beside the token each time the server
 * answers the session, used only while that call gets no answer (session-context.tsx).
 */
export type KnownMember = Pick<User, 'Id' | 'Club_id' | 'Firstname' | 'Lastname'>;

export function keepKnownMember(alias: string, user: KnownMember): void {
  const member: KnownMember = {
    Id: user.Id,
    Club_id: user.Club_id,
    Firstname: user.Firstname,
    Lastname: user.Lastname,
  };
  try {
    localStorage.setItem(memberKey(alias), JSON.stringify(member));
  } catch {
    // A full device only loses the offline start.
  }
}

const isId = (value: unknown): value is number => Number.isInteger(value);

/** The member kept for this club's token, when there is one and it reads as written. */
export function readKnownMember(alias: string): KnownMember | null {
  try {
    const text = localStorage.getItem(memberKey(alias));
    if (text === null || localStorage.getItem(tokenKey(alias)) === null) return null;
    const { Id, Club_id, Firstname, Lastname } = JSON.parse(text) as Record<string, unknown>;
    if (!isId(Id) || !(Club_id === null || isId(Club_id))) return null;
    if (typeof Firstname !== 'string' || typeof Lastname !== 'string') return null;
    return { Id, Club_id, Firstname, Lastname };
  } catch {
    return null;
  }
}
