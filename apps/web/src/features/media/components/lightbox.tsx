import type { Picture } from '@club/shared/api/pictures';
import { MOBILE_BREAKPOINT_PX } from '@club/shared/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureCalls, useViewMedia } from '../api/media-queries.ts';
import { LikeButton } from './like-button.tsx';

/**
 * The picture lightbox: the display-size image, its name, spot, author, views and likes, with the
 * previous and next pictures of the list (buttons and arrow keys). Each picture that opens counts one
 * view. A file that cannot be loaded shows 'Failed to load image' (SPEC.md section 8).
 */
export function Lightbox({
  pictures,
  index,
  onIndexChange,
  onClose,
}: {
  pictures: Picture[];
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const picture = index === null ? null : (pictures[index] ?? null);
  const { mutate: countView } = useViewMedia(pictureCalls);
  const [failed, setFailed] = useState(false);
  const pictureId = picture?.Id ?? null;
  // Under the sm breakpoint (a phone) the lightbox takes the whole screen, the picture as wide as it.
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });

  useEffect(() => {
    setFailed(false);
    if (pictureId !== null) countView(pictureId);
  }, [pictureId, countView]);

  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < pictures.length - 1;
  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) onIndexChange(index - 1);
      if (event.key === 'ArrowRight' && index < pictures.length - 1) onIndexChange(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, pictures.length, onIndexChange]);

  return (
    <Modal
      opened={picture !== null}
      onClose={onClose}
      title={picture?.Name}
      size="auto"
      centered
      fullScreen={phone}
      radius={phone ? 0 : undefined}
    >
      {picture && (
        <Stack gap="sm" align="center" justify="center" mih={phone ? 'calc(100dvh - 5rem)' : undefined}>
          {failed ? (
            <Text c="dimmed" py="xl" px="md" role="alert">
              Failed to load image
            </Text>
          ) : (
            <img
              key={picture.Id}
              src={picture.Url}
              alt={picture.Name}
              width={picture.Width}
              height={picture.Height}
              onError={() => setFailed(true)}
              style={{
                maxWidth: phone ? '100%' : 'min(90vw, 1200px)',
                maxHeight: phone ? 'calc(100dvh - 9rem)' : '75vh',
                width: 'auto',
                height: 'auto',
              }}
            />
          )}
          <Group justify="space-between" w="100%" wrap="wrap">
            <Button
              variant="default"
              size="compact-sm"
              disabled={!hasPrevious}
              onClick={() => hasPrevious && onIndexChange((index ?? 0) - 1)}
            >
              {t('media.previous')}
            </Button>
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {[picture.Spot_name, picture.Author_name].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm" aria-label={t('media.views', { count: picture.Nb_views })}>
                {t('media.views', { count: picture.Nb_views })}
              </Text>
              <LikeButton calls={pictureCalls} item={picture} />
            </Group>
            <Button
              variant="default"
              size="compact-sm"
              disabled={!hasNext}
              onClick={() => hasNext && onIndexChange((index ?? 0) + 1)}
            >
              {t('media.next')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
