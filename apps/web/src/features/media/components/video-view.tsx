import { MEDIA_ORDERS, type MediaOrder } from '@club/shared/api/media-item';
import { pages } from '@club/shared/pages';
import { Badge, NativeSelect, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { siteName } from '../../../components/video/video-site-name.ts';
import { VideoThumbnail } from '../../../components/video/video-thumbnail.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { videoCalls } from '../api/media-queries.ts';
import { AddVideoModal } from './add-video-modal.tsx';
import { MediaCard } from './media-card.tsx';
import { MediaListView, useMediaPage } from './media-list-view.tsx';
import { VideoPlayerModal } from './video-player-modal.tsx';

const isOrder = (value: string | null): value is MediaOrder =>
  value !== null && (MEDIA_ORDERS as readonly string[]).includes(value);

/** The video list (/video, /video/{spot_id}/{member_id}) and its admin twin (with deletion of any video). */
export function VideoView({ admin, base }: { admin: boolean; base: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const orderParam = search.get('order');
  const order: MediaOrder = isOrder(orderParam) ? orderParam : 'creation_date';
  const page = useMediaPage(videoCalls, base, order);
  const [playingId, setPlayingId] = useState<number | null>(null);
  const [addOpened, setAddOpened] = useState(false);
  const playing = page.items.find((video) => video.Id === playingId) ?? null;

  return (
    <MediaListView
      admin={admin}
      title={t('nav.videos')}
      addLabel={t('media.addVideo')}
      onAdd={() => setAddOpened(true)}
      page={page}
      filters={
        <NativeSelect
          label={t('media.order')}
          data={MEDIA_ORDERS.map((value) => ({ value, label: t(`media.orders.${value}`) }))}
          value={order}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSearch(value !== 'creation_date' ? { order: value } : {});
          }}
          w={220}
        />
      }
      empty={{
        testId: 'videos-empty',
        text: t('emptyState.videos'),
        manage: { to: pages.admin.video.to(), label: t('emptyState.videosManage') },
      }}
      cols={{ base: 1, xs: 2, md: 3 }}
      renderItem={(video, _index, card) => (
        <MediaCard
          calls={videoCalls}
          item={video}
          testId="video-card"
          opener={
            <UnstyledButton
              onClick={() => setPlayingId(video.Id)}
              aria-label={t('media.playOn', { site: siteName(video.Source), name: video.Name })}
              display="block"
              w="100%"
              h={170}
            >
              <VideoThumbnail name={video.Name} url={video.Url} source={video.Source} size="lg" />
            </UnstyledButton>
          }
          badge={
            video.Is_vr && (
              <Badge size="sm" color="grape">
                {t('media.vr')}
              </Badge>
            )
          }
          {...card}
        />
      )}
    >
      <VideoPlayerModal video={playing} onClose={() => setPlayingId(null)} />
      {user && (
        <AddVideoModal
          opened={addOpened}
          onClose={() => setAddOpened(false)}
          spots={page.spots}
          defaultSpotId={page.filter.spotId}
        />
      )}
    </MediaListView>
  );
}
