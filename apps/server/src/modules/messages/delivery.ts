import type { MessageEvent } from '@club/shared/api/messages';
import type { Database } from '../../platform/data/db.ts';
import type { Notifier } from '../../platform/data/notifier.ts';
import { insertMessage, type MessageRow } from './queries.ts';

/** What a live event says: a message was sent (to or by the member), or the member read some. */
export type LiveEvent = { type: 'message'; message: MessageEvent } | { type: 'read' };

/**
 * Stores a private message of the club and tells both sides live: the recipient sees it arrive, the
 * sender's other tabs too. Who may write to whom is the caller's to check (`canWriteTo`).
 */
export async function deliverMessage(
  db: Database,
  notifier: Notifier,
  values: { clubId: number; senderId: number; recipientId: number; content: string },
): Promise<MessageRow> {
  const { clubId, ...message } = values;
  const row = await insertMessage(db, clubId, message);
  const event: LiveEvent = {
    type: 'message',
    message: { Id: row.id, Sender_id: values.senderId, Recipient_id: values.recipientId },
  };
  await notifier.publish([values.recipientId, values.senderId], event);
  return row;
}
