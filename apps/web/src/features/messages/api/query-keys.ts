/** Query keys of the messaging screens; live events invalidate them. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  contacts: ['messages', 'contacts'] as const,
  recipients: ['messages', 'recipients'] as const,
  conversation: (memberId: number) => ['messages', 'conversation', memberId] as const,
};
