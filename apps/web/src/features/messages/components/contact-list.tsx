import { Avatar, Badge, Group, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { fileUrl } from '../../../lib/file-url.ts';
import { useContacts } from '../api/get-contacts.ts';
import { memberName } from './member-name.ts';

/** The member's contacts, most recent first, each with its unread count. */
export function ContactList({ activeId }: { activeId: number | null }) {
  const { t } = useTranslation();
  const contacts = useContacts();
  if (contacts.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (contacts.isError) return <Text c="red">{t('messages.loadError')}</Text>;
  if (contacts.data.length === 0) return <Text c="dimmed">{t('messages.noContacts')}</Text>;
  return (
    <Stack
      gap={2}
      component="ul"
      aria-label={t('messages.contacts')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {contacts.data.map((contact) => {
        const name = memberName(contact);
        return (
          <li key={contact.Id}>
            <NavLink
              component={Link}
              to={paths.contactMember.to(contact.Id)}
              active={contact.Id === activeId}
              aria-current={contact.Id === activeId ? 'page' : undefined}
              leftSection={
                <Avatar src={fileUrl(contact.Avatar_url)} alt={name} name={name} color="initials" size="md" />
              }
              label={
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={contact.Unread > 0 ? 700 : 500} truncate>
                    {name}
                  </Text>
                  {contact.Unread > 0 && (
                    <Badge
                      color="red"
                      size="sm"
                      circle
                      aria-label={t('messages.unreadCount', { count: contact.Unread })}
                    >
                      {contact.Unread}
                    </Badge>
                  )}
                </Group>
              }
              description={
                <Text size="xs" c="dimmed" truncate>
                  {contact.Last_message}
                </Text>
              }
            />
          </li>
        );
      })}
    </Stack>
  );
}
