import { pages } from '@club/shared/pages';
import { Avatar, Badge, Group, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fileUrl } from '../../../lib/file-url.ts';
import { useConversations } from '../api/get-conversations.ts';
import { memberName } from './member-name.ts';

/** The member's conversations, most recent first, each with its unread count. */
export function ConversationList({ activeId }: { activeId: number | null }) {
  const { t } = useTranslation();
  const conversations = useConversations();
  if (conversations.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (conversations.isError) return <Text c="red">{t('messages.loadError')}</Text>;
  if (conversations.data.length === 0) return <Text c="dimmed">{t('messages.noConversations')}</Text>;
  return (
    <Stack
      gap={2}
      component="ul"
      aria-label={t('messages.conversations')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {conversations.data.map((conversation) => {
        const name = memberName(conversation);
        return (
          <li key={conversation.Id}>
            <NavLink
              component={Link}
              to={pages.conversation.to(conversation.Id)}
              active={conversation.Id === activeId}
              aria-current={conversation.Id === activeId ? 'page' : undefined}
              leftSection={
                <Avatar
                  src={fileUrl(conversation.Avatar_url)}
                  alt={name}
                  name={name}
                  color="initials"
                  size="md"
                />
              }
              label={
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={conversation.Unread > 0 ? 700 : 500} truncate>
                    {name}
                  </Text>
                  {conversation.Unread > 0 && (
                    <Badge
                      color="red"
                      size="sm"
                      circle
                      aria-label={t('messages.unreadCount', { count: conversation.Unread })}
                    >
                      {conversation.Unread}
                    </Badge>
                  )}
                </Group>
              }
              description={
                <Text size="xs" c="dimmed" truncate>
                  {conversation.Last_message}
                </Text>
              }
            />
          </li>
        );
      })}
    </Stack>
  );
}
