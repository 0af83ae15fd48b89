import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';

/** The like count; a click likes once (SPEC.md section 4). A visitor is offered the connection popup. */
export function LikeButton({
  count,
  liked,
  pending,
  onLike,
}: {
  count: number;
  liked: boolean;
  pending: boolean;
  onLike(): void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const connection = useConnectionModal();
  return (
    <Button
      size="compact-sm"
      variant={liked ? 'filled' : 'light'}
      color="pink"
      loading={pending}
      aria-pressed={liked}
      aria-label={t('media.likes', { count })}
      onClick={() => {
        if (!user) connection.open();
        else if (!liked) onLike();
      }}
    >
      <span aria-hidden>♥ {count}</span>
    </Button>
  );
}
