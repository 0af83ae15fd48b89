import { pages } from '@club/shared/pages';
import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/count-unread.ts';
import { useMessageEvents } from '../api/live-events.ts';

function EnvelopeIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

/** The header's link to the messages with the unread count; it also keeps the live stream open. */
export function MessagesBadge() {
  const { t } = useTranslation();
  useMessageEvents(true);
  const unread = useUnreadCount(true).data ?? 0;
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      color="red"
      size={18}
      offset={4}
      data-testid="unread-badge"
    >
      <ActionIcon
        component={Link}
        to={pages.conversations.to()}
        variant="transparent"
        color="currentColor"
        size="lg"
        aria-label={unread > 0 ? t('messages.badge', { count: unread }) : t('messages.title')}
      >
        <EnvelopeIcon />
      </ActionIcon>
    </Indicator>
  );
}
