import { uploadPicture } from '@club/shared/api/pictures';
import { pages } from '@club/shared/pages';
import { Image, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetReadsChangedBy } from '../../../lib/calls.ts';
import { fileTooBigText } from '../../../lib/file-too-big.ts';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useSession } from '../../../lib/session-context.tsx';
import type { QueuedUpload } from '../../../lib/upload-queue.ts';
import { useUploadQueue } from '../../../lib/use-upload-queue.ts';
import { pictureCalls, useUploadConcurrency } from '../api/media-queries.ts';
import { MediaCard } from './media-card.tsx';
import { MediaListView, useMediaPage } from './media-list-view.tsx';
import { UploadList } from './upload-list.tsx';

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

/** The gallery (/galerie, /galerie/{spot_id}/{member_id}) and its admin twin (with deletion of any picture). */
export function GalleryView({ admin, base }: { admin: boolean; base: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const client = useQueryClient();
  const page = useMediaPage(pictureCalls, base);
  const pictures = page.items;
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

  return (
    <MediaListView
      admin={admin}
      title={t('nav.gallery')}
      addLabel={t('media.addPictures')}
      onAdd={openUpload}
      page={page}
      notice={!uploadOpened && <UploadList uploads={uploads} queue={queue} />}
      empty={{
        testId: 'pictures-empty',
        text: t('emptyState.pictures'),
        manage: { to: pages.admin.gallery.to(), label: t('emptyState.picturesManage') },
      }}
      cols={{ base: 2, sm: 3, md: 4 }}
      renderItem={(picture, index, card) => {
        // The first screen's thumbnails load at once: a lazy one is found only after layout, and paints late.
        const firstOnScreen = index < TILES_ON_FIRST_SCREEN;
        return (
          <MediaCard
            calls={pictureCalls}
            item={picture}
            testId="picture-tile"
            countsTestId="picture-counts"
            dense
            opener={
              <UnstyledButton
                onClick={() => openPicture(index)}
                aria-label={t('media.open', { name: picture.Name })}
                w="100%"
              >
                <Image
                  src={picture.Thumbnail_url}
                  alt={picture.Name}
                  h={180}
                  fit="cover"
                  loading={firstOnScreen ? 'eager' : 'lazy'}
                  fetchPriority={firstOnScreen ? 'high' : 'auto'}
                />
              </UnstyledButton>
            }
            {...card}
          />
        );
      }}
    >
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
            spots={page.spots}
            defaultSpotId={page.filter.spotId}
            queue={queue}
            uploads={uploads}
          />
        )}
      </Suspense>
    </MediaListView>
  );
}
