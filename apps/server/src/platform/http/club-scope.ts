import type { Actor } from './auth.ts';
import type { ClubRow } from './tenancy.ts';

/**
 * The club of the host and who acts on it, as a call's handler hands them to a service: `actor` is an
 * `Actor` for a call that needs a signed-in user, `null` for a visitor; `club` may be null only for a
 * call outside a club's tenancy (`tenancy: 'any'`).
 */
export interface ClubScope<Who extends Actor | null = Actor | null, Club extends ClubRow | null = ClubRow> {
  club: Club;
  actor: Who;
}
