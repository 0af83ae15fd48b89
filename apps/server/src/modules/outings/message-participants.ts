import type { Database } from '../../platform/data/db.ts';
import type { Notifier } from '../../platform/data/notifier.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { isMemberOf } from '../../platform/http/policy.ts';
import { deliverMessage } from '../messages/delivery.ts';
import { noSuchOuting } from './outing-reads.ts';
import { listParticipantRecipients } from './participants-queries.ts';
import { findOuting } from './queries.ts';

/**
 * One private message from the manager to each participant (confirmed, and waiting ones when asked)
 * whose account is validated, themself excepted, as a member's message to another is stored and
 * notified. Private messages are between people of the club: the super administrator sends none.
 */
export async function messageParticipants(
  db: Database,
  notifier: Notifier,
  scope: ClubScope<Actor>,
  input: { outingId: number; message: string; includeWaiting: boolean },
): Promise<{ sent: number }> {
  if (!isMemberOf(scope.actor, scope.club)) {
    throw forbidden('Private messages are between members of this club');
  }
  const clubId = scope.club.id;
  const senderId = scope.actor.userId;
  if (!(await findOuting(db, clubId, input.outingId))) throw noSuchOuting();
  const recipients = await listParticipantRecipients(db, clubId, input.outingId, input.includeWaiting);
  let sent = 0;
  for (const recipientId of recipients) {
    if (recipientId === senderId) continue;
    await deliverMessage(db, notifier, { clubId, senderId, recipientId, content: input.message });
    sent += 1;
  }
  return { sent };
}
