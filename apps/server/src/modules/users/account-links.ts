import { errorCodes } from '@club/shared/api/errors';
import { type Config, clubSiteUrl } from '../../config.ts';
import type { Executor } from '../../platform/data/db.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { type AccountMailKind, accountMail, greetedName } from './mails.ts';
import { consumeOneTimeToken, replaceOneTimeToken, type UserRow } from './queries.ts';

const HOUR_MS = 60 * 60 * 1000;

/** How long each e-mailed link works (the mails say so in mails.ts). */
export const LINK_LIFETIME_MS: Record<AccountMailKind, number> = {
  validate_account: 7 * 24 * HOUR_MS,
  reset_password: HOUR_MS,
  change_email: 24 * HOUR_MS,
};

/** The web app's route that opens each link. */
const LINK_ROUTE: Record<AccountMailKind, string> = {
  validate_account: 'auth',
  reset_password: 'reset_password',
  change_email: 'change_email',
};

/** The site a link opens: the club's sub-domain, or the bare domain for the super administrator there. */
function siteUrl(config: Config, club: ClubRow | null): string {
  const url = (club ? clubSiteUrl(config, club.alias) : config.publicUrl).toString();
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * Stores a one-time token for the link, bound to the club of this request, and mails the link in the
 * member's language. Run it in the transaction of the change it belongs to: if the mail cannot be
 * sent, nothing is written.
 */
export async function sendAccountLink(
  db: Executor,
  deps: { config: Config; mailer: Mailer },
  input: {
    kind: AccountMailKind;
    user: UserRow;
    club: ClubRow | null;
    /** Recipient when not the user's current address (a new e-mail to confirm). */
    to?: string;
    payload?: { newEmail?: string };
  },
): Promise<void> {
  const token = newToken();
  await replaceOneTimeToken(db, input.club?.id ?? null, {
    tokenHash: hashToken(token),
    purpose: input.kind,
    userId: input.user.id,
    payload: input.payload ?? null,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[input.kind]),
  });
  const link = `${siteUrl(deps.config, input.club)}${LINK_ROUTE[input.kind]}/${token}`;
  const to = input.to ?? input.user.email;
  await deps.mailer.send(
    accountMail(input.kind, {
      to,
      languageKey: input.user.languageKey,
      clubName: input.club?.name ?? deps.config.publicUrl.hostname,
      firstname: greetedName(input.user, to),
      link,
    }),
  );
}

export const linkInvalid = () =>
  new AppError(400, errorCodes.linkInvalid, 'This link is invalid, already used or expired');

/** Uses up the token of a link opened on this club's host; refuses unknown, used, expired or foreign ones. */
export async function useAccountLink(
  db: Executor,
  kind: AccountMailKind,
  token: string,
  club: ClubRow | null,
): Promise<{ userId: number; payload: { newEmail?: string } | null }> {
  const row = await consumeOneTimeToken(db, {
    tokenHash: hashToken(token),
    purpose: kind,
    clubId: club?.id ?? null,
  });
  if (!row) throw linkInvalid();
  return row;
}
