import { type Picture, uploadPicture } from '@club/shared/api/pictures';
import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteSentinel } from '../../../components/infinite-sentinel.tsx';
import { paths } from '../../../config/paths.ts';
import { forgetReadsChangedBy } from '../../../lib/calls.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { fileTooBigText } from '../../../lib/file-too-big.ts';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useSession } from '../../../lib/session-context.tsx';
import type { QueuedUpload } from '../../../lib/upload-queue.ts';
import { useUploadQueue } from '../../../lib/use-upload-queue.ts';
import { useDeletePicture, usePictures, useSpots, useUploadConcurrency } from '../api/media-queries.ts';
import { DeleteMediaButton } from './delete-media-button.tsx';
import { MediaCredit } from './media-credit.tsx';
import { MediaFilters } from './media-filters.tsx';
import { UploadList } from './upload-list.tsx';
import { useMediaRoute } from './use-media-route.ts';

/** The error code of a refused upload, read from the server's text answer. */
function errorCodeOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

// A visitor's gallery is thumbnails: the lightbox and the upload form (zod and its schemas) load when
// first opened, not with the page (issue 19's blocking time on a phone).
const Lightbox = lazy(() => import('./lightbox.tsx').then((module) => ({ default: module.Lightbox })));
const UploadModal = lazy(() =>
  import('./upload-modal.tsx').then((module) => ({ default: module.UploadModal })),
);

/** Tiles on the first screen at any width (two rows of two on a phone, a row of four on a computer). */
const TILES_ON_FIRST_SCREEN = 4;

function PictureTile({
  picture,
  firstOnScreen,
  onOpen,
  onMember,
  canDelete,
}: {
  picture: Picture;
  /** Its thumbnail loads at once: a lazy one is found only after layout, and paints late. */
  firstOnScreen: boolean;
  onOpen(): void;
  onMember(memberId: number): void;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const remove = useDeletePicture();
  return (
    <Card padding="xs" radius="md" withBorder data-testid="picture-tile">
      <Card.Section>
        <UnstyledButton onClick={onOpen} aria-label={t('media.open', { name: picture.Name })} w="100%">
          <Image
            src={picture.Thumbnail_url}
            alt={picture.Name}
            h={180}
            fit="cover"
            loading={firstOnScreen ? 'eager' : 'lazy'}
            fetchPriority={firstOnScreen ? 'high' : 'auto'}
          />
        </UnstyledButton>
      </Card.Section>
      <Stack gap={2} mt="xs">
        <Text fw={600} size="sm" truncate="end">
          {picture.Name}
        </Text>
        <MediaCredit media={picture} onMember={onMember} />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" data-testid="picture-counts">
            {t('media.views', { count: picture.Nb_views })} · ♥ {picture.Nb_likes}
          </Text>
          {canDelete && (
            <DeleteMediaButton name={picture.Name} onDelete={() => remove.mutateAsync(picture.Id)} />
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The gallery (/galerie, /galerie/{spot_id}/{member_id}) and its admin twin (with deletion of any picture). */
export function GalleryView({ admin, base }: { admin: boolean; base: string }) {
  const { t } = useTranslation();
  const club = useClub();
  const { user } = useSession();
  const connection = useConnectionModal();
  const client = useQueryClient();
  const { filter, setFilter } = useMediaRoute(base);
  const spots = useSpots(club.Id);
  const list = usePictures(club.Id, filter);
  const pictures = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [uploadOpened, setUploadOpened] = useState(false);
  // Once loaded, the lightbox and the upload form stay mounted, so their closing transition plays.
  const [lightboxLoaded, setLightboxLoaded] = useState(false);
  const [uploadLoaded, setUploadLoaded] = useState(false);
  const openPicture = (index: number) => {
    setLightboxLoaded(true);
    setOpenIndex(index);
  };
  const openUpload = () => {
    setUploadLoaded(true);
    setUploadOpened(true);
  };

  const onComplete = useCallback(
    (upload: QueuedUpload<File>, text: string, status: number) => {
      if (status >= 200 && status < 300) {
        void forgetReadsChangedBy(client, uploadPicture);
        return;
      }
      const code = errorCodeOf(text);
      if (code === 'file_too_big' || code === 'unsupported_file') {
        notifications.show({
          color: 'red',
          title: t('media.errorTitle'),
          message: `${upload.file.name} : ${code === 'file_too_big' ? fileTooBigText() : t('media.unsupportedFile')}`,
        });
      } else {
        showErrorDialog(t);
      }
    },
    [client, t],
  );
  const { queue, uploads } = useUploadQueue(useUploadConcurrency(), onComplete);

  const memberName = pictures.find((picture) => picture.User_id === filter.memberId)?.Author_name ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={admin ? 2 : 1}>{t('nav.gallery')}</Title>
        <Button onClick={() => (user ? openUpload() : connection.open())}>{t('media.addPictures')}</Button>
      </Group>
      <MediaFilters
        filter={filter}
        spots={spots.data ?? []}
        showSpots={club.Spot}
        memberName={memberName}
        onChange={setFilter}
      />
      {!uploadOpened && <UploadList uploads={uploads} queue={queue} />}
      {list.isError && <Text c="red">{t('media.loadError')}</Text>}
      {list.isSuccess && pictures.length === 0 && (
        <EmptyState
          testId="pictures-empty"
          manage={admin ? undefined : { to: paths.admin.gallery.to(), label: t('emptyState.picturesManage') }}
        >
          {t('emptyState.pictures')}
        </EmptyState>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {pictures.map((picture, index) => (
          <PictureTile
            key={picture.Id}
            picture={picture}
            firstOnScreen={index < TILES_ON_FIRST_SCREEN}
            onOpen={() => openPicture(index)}
            onMember={(memberId) => setFilter({ ...filter, memberId })}
            canDelete={picture.Can_delete && (admin || picture.User_id === user?.Id)}
          />
        ))}
      </SimpleGrid>
      <InfiniteSentinel list={list} />
      <Suspense fallback={null}>
        {lightboxLoaded && (
          <Lightbox
            pictures={pictures}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        )}
        {user && uploadLoaded && (
          <UploadModal
            opened={uploadOpened}
            onClose={() => setUploadOpened(false)}
            spots={spots.data ?? []}
            defaultSpotId={filter.spotId}
            queue={queue}
            uploads={uploads}
          />
        )}
      </Suspense>
    </Stack>
  );
}
