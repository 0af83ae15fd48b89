import type { Media } from '@club/shared/api/spots';
import { useEffect, useMemo } from 'react';
import { useClub } from '../../../lib/club-context.tsx';
import { useMediaList, videoCalls } from '../api/media-queries.ts';
import { VideoPlayerModal } from './video-player-modal.tsx';

/**
 * The player popup of one video of a spot's media list, which names the video but not its views and
 * likes: the spot's video list (newest first, the media list's order) is read page by page until it
 * holds the video, then the player opens it (one view, SPEC.md section 4). Shares the video list's
 * cache, so a like or a view shows there too.
 */
export function SpotVideoPlayer({
  spotId,
  media,
  onClose,
}: {
  spotId: number;
  media: Media | null;
  onClose(): void;
}) {
  const club = useClub();
  const list = useMediaList(
    videoCalls,
    club.Id,
    { spotId, memberId: 0, order: 'creation_date' },
    media !== null,
  );
  const videos = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const video = media ? (videos.find((item) => item.Id === media.Id) ?? null) : null;
  const { hasNextPage, isFetchingNextPage, isSuccess, fetchNextPage } = list;
  const looking = media !== null && video === null;
  useEffect(() => {
    if (looking && isSuccess && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [looking, isSuccess, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const missing = list.isError || (isSuccess && !hasNextPage && !list.isFetching);
  return (
    <VideoPlayerModal
      video={video}
      finding={media && !video ? { name: media.Name, missing } : null}
      onClose={onClose}
    />
  );
}
