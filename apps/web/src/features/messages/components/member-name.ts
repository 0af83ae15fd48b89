import type { MessageMember } from '@club/shared/api/messages';

/** How a member is named in the messages: nickname, else first and last name. */
export function memberName(member: Pick<MessageMember, 'Firstname' | 'Lastname' | 'Nickname'>): string {
  return member.Nickname?.trim() || `${member.Firstname} ${member.Lastname}`.trim();
}
