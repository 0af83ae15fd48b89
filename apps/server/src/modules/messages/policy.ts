import type { Actor } from '../../platform/auth.ts';

/**
 * Private messages are between members (or the manager) of one club: the super administrator, who
 * belongs to no club, has no conversations.
 */
export function canUseMessages(actor: Actor | null, club: { id: number } | null): actor is Actor {
  return actor !== null && club !== null && actor.clubId === club.id;
}

/** Whom a member may write to: another validated account of their own club. */
export function canWriteTo(
  actor: Actor,
  recipient: { id: number; clubId: number | null; emailValidatedAt: Date | null },
): boolean {
  return (
    recipient.id !== actor.userId && recipient.clubId === actor.clubId && recipient.emailValidatedAt !== null
  );
}
