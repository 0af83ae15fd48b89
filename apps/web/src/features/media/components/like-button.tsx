import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { type MediaCalls, useLikeMedia } from '../api/media-queries.ts';

/**
 * A media item's like count; a click likes it once (SPEC.md section 4). A visitor is offered the
 * connection popup.
 */
export function LikeButton({
  calls,
  item,
}: {
  calls: MediaCalls;
  item: { Id: number; Nb_likes: number; Is_liked: boolean };
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const connection = useConnectionModal();
  const like = useLikeMedia(calls);
  const count = item.Nb_likes;
  return (
    <Button
      size="compact-sm"
      variant={item.Is_liked ? 'filled' : 'light'}
      color="pink"
      loading={like.isPending}
      aria-pressed={item.Is_liked}
      aria-label={t('media.likes', { count })}
      onClick={() => {
        if (!user) connection.open();
        else if (!item.Is_liked) like.mutate(item.Id);
      }}
    >
      <span aria-hidden>♥ {count}</span>
    </Button>
  );
}
