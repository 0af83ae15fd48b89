import type { Message } from '@club/shared/api/messages';
import type { MessageRow } from './queries.ts';

export function toMessage(row: MessageRow): Message {
  return {
    Id: row.id,
    Sender_id: row.senderId,
    Recipient_id: row.recipientId,
    Message_content: row.content,
    Creation_date: row.createdAt.toISOString(),
    Is_read: row.readAt !== null,
  };
}
