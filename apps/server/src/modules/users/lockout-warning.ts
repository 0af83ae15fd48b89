import { type Config, clubSiteUrl } from '../../config.ts';
import type { Executor } from '../../platform/data/db.ts';
import { maySignInOn } from '../../platform/http/policy.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { lockoutMail } from './lockout-mail.ts';
import { greetedName } from './mails.ts';
import { findAccountsByEmail } from './queries.ts';

/** What the warning reads and sends with. */
interface WarningDeps {
  db: Executor;
  config: Config;
  mailer: Mailer;
}

/** Where a failed background mail is reported; Fastify's request logger fits. */
export interface WarningLog {
  error(details: object, message: string): void;
}

/**
 * Tells the owner of the account behind `email` on this host that its sign-in is paused for `msLeft`,
 * in the account's language, with the link to the site whose sign-in window offers the forgotten-password
 * form. Runs in the background: the answer to the client must not wait for the lookup or the mail, or
 * its timing would tell whether the address has an account. An address of no account gets nothing, nor
 * does an account without a password (it cannot be signed into with one).
 */
export function warnOfLockout(
  deps: WarningDeps,
  club: ClubRow | null,
  email: string,
  msLeft: number,
  log: WarningLog,
): void {
  mailOwner(deps, club, email, msLeft).catch((error: unknown) =>
    log.error({ err: error }, 'the mail about a paused sign-in was not sent'),
  );
}

async function mailOwner(
  deps: WarningDeps,
  club: ClubRow | null,
  email: string,
  msLeft: number,
): Promise<void> {
  const clubId = club?.id ?? null;
  const accounts = await findAccountsByEmail(deps.db, clubId, email);
  // The account sign-in tries first (a club's own before the super administrator's); one mail an address.
  const owner = accounts.find((account) => maySignInOn(account, clubId) && account.passwordHash !== null);
  if (!owner) return;
  const site = club ? clubSiteUrl(deps.config, club.alias) : deps.config.publicUrl;
  await deps.mailer.send(
    lockoutMail({
      to: owner.email,
      languageKey: owner.languageKey,
      clubName: club?.name ?? deps.config.publicUrl.hostname,
      firstname: greetedName(owner, owner.email),
      siteLink: site.toString(),
      msLeft,
    }),
  );
}
