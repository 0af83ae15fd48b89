import { VIDEO_ORDERS, type Video, type VideoOrder } from '@club/shared/api/videos';
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteSentinel } from '../../../components/infinite-sentinel.tsx';
import { siteName } from '../../../components/video/video-site-name.ts';
import { VideoThumbnail } from '../../../components/video/video-thumbnail.tsx';
import { paths } from '../../../config/paths.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useDeleteVideo, useSpots, useVideos } from '../api/media-queries.ts';
import { AddVideoModal } from './add-video-modal.tsx';
import { DeleteMediaButton } from './delete-media-button.tsx';
import { MediaCredit } from './media-credit.tsx';
import { MediaFilters } from './media-filters.tsx';
import { useMediaRoute } from './use-media-route.ts';
import { VideoPlayerModal } from './video-player-modal.tsx';

const isOrder = (value: string | null): value is VideoOrder =>
  value !== null && (VIDEO_ORDERS as readonly string[]).includes(value);

function VideoCard({
  video,
  onPlay,
  onMember,
  canDelete,
}: {
  video: Video;
  onPlay(): void;
  onMember(memberId: number): void;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const remove = useDeleteVideo();
  return (
    <Card padding="sm" radius="md" withBorder data-testid="video-card">
      <Card.Section>
        <UnstyledButton
          onClick={onPlay}
          aria-label={t('media.playOn', { site: siteName(video.Source), name: video.Name })}
          display="block"
          w="100%"
          h={170}
        >
          <VideoThumbnail name={video.Name} url={video.Url} source={video.Source} size="lg" />
        </UnstyledButton>
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" truncate="end" style={{ flex: 1 }}>
            {video.Name}
          </Text>
          {video.Is_vr && (
            <Badge size="sm" color="grape">
              {t('media.vr')}
            </Badge>
          )}
        </Group>
        <MediaCredit media={video} onMember={onMember} />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('media.views', { count: video.Nb_views })} · ♥ {video.Nb_likes}
          </Text>
          {canDelete && <DeleteMediaButton name={video.Name} onDelete={() => remove.mutateAsync(video.Id)} />}
        </Group>
      </Stack>
    </Card>
  );
}

/** The video list (/video, /video/{spot_id}/{member_id}) and its admin twin (with deletion of any video). */
export function VideoView({ admin, base }: { admin: boolean; base: string }) {
  const { t } = useTranslation();
  const club = useClub();
  const { user } = useSession();
  const connection = useConnectionModal();
  const { filter, setFilter } = useMediaRoute(base);
  const [search, setSearch] = useSearchParams();
  const orderParam = search.get('order');
  const order: VideoOrder = isOrder(orderParam) ? orderParam : 'creation_date';
  const spots = useSpots(club.Id);
  const list = useVideos(club.Id, { ...filter, order });
  const videos = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const [playingId, setPlayingId] = useState<number | null>(null);
  const [addOpened, setAddOpened] = useState(false);
  const playing = videos.find((video) => video.Id === playingId) ?? null;
  const memberName = videos.find((video) => video.User_id === filter.memberId)?.Author_name ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={admin ? 2 : 1}>{t('nav.videos')}</Title>
        <Button onClick={() => (user ? setAddOpened(true) : connection.open())}>{t('media.addVideo')}</Button>
      </Group>
      <MediaFilters
        filter={filter}
        spots={spots.data ?? []}
        showSpots={club.Spot}
        memberName={memberName}
        onChange={setFilter}
      >
        <NativeSelect
          label={t('media.order')}
          data={VIDEO_ORDERS.map((value) => ({ value, label: t(`media.orders.${value}`) }))}
          value={order}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSearch(value !== 'creation_date' ? { order: value } : {});
          }}
          w={220}
        />
      </MediaFilters>
      {list.isError && <Text c="red">{t('media.loadError')}</Text>}
      {list.isSuccess && videos.length === 0 && (
        <EmptyState
          testId="videos-empty"
          manage={admin ? undefined : { to: paths.admin.video.to(), label: t('emptyState.videosManage') }}
        >
          {t('emptyState.videos')}
        </EmptyState>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {videos.map((video) => (
          <VideoCard
            key={video.Id}
            video={video}
            onPlay={() => setPlayingId(video.Id)}
            onMember={(memberId) => setFilter({ ...filter, memberId })}
            canDelete={video.Can_delete && (admin || video.User_id === user?.Id)}
          />
        ))}
      </SimpleGrid>
      <InfiniteSentinel list={list} />
      <VideoPlayerModal video={playing} onClose={() => setPlayingId(null)} />
      {user && (
        <AddVideoModal
          opened={addOpened}
          onClose={() => setAddOpened(false)}
          spots={spots.data ?? []}
          defaultSpotId={filter.spotId}
        />
      )}
    </Stack>
  );
}
