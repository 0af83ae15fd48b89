import { MOBILE_BREAKPOINT_PX } from '@club/shared/constants';
import { Box, Button, FileButton, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropImage } from '../../../lib/crop-image.ts';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '../../../lib/image-file.ts';

/** News pictures are wide: the list's cards and the link previews of social networks are. */
export const NEWS_PICTURE_ASPECT = 16 / 9;
/** Wide enough for the article page; the server re-encodes and bounds it again. */
const NEWS_PICTURE_MAX_SIZE_PX = 1600;

export type CroppedPicture = { blob: Blob; fileName: string };

/**
 * The news picture popup: choose an image, frame it (16:9), and hand the cropped picture to the
 * form, which uploads it with the news.
 */
export function NewsPictureModal({
  opened,
  onClose,
  onCropped,
}: {
  opened: boolean;
  onClose(): void;
  onCropped(picture: CroppedPicture): void;
}) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [preparing, setPreparing] = useState(false);
  const resetFileInput = useRef<() => void>(null);

  useEffect(() => {
    if (source === null) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  const close = () => {
    setSource(null);
    setArea(null);
    onClose();
  };

  const refuse = (message: string) =>
    notifications.show({ color: 'red', title: t('account.errorTitle'), message });

  const choose = (file: File | null) => {
    resetFileInput.current?.();
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem !== null) {
      // SPEC.md section 5: refused before anything is sent, with a notification.
      refuse(problem === 'too_big' ? t('account.fileTooBig') : t('account.unsupportedFile'));
      return;
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setSource(URL.createObjectURL(file));
  };

  const confirm = async () => {
    if (source === null || area === null) return;
    setPreparing(true);
    try {
      const blob = await cropImage(source, area, {
        maxSize: NEWS_PICTURE_MAX_SIZE_PX,
        type: 'image/jpeg',
        quality: 0.88,
      });
      onCropped({ blob, fileName: 'news.jpg' });
      close();
    } catch {
      refuse(t('account.unsupportedFile'));
    } finally {
      setPreparing(false);
    }
  };

  const chooseButton = (label: string, variant: 'filled' | 'default') => (
    <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES.join(',')} resetRef={resetFileInput}>
      {(props) => (
        <Button {...props} variant={variant}>
          {label}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('news.admin.picture.title')}
      fullScreen={mobile}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {source === null ? (
          <>
            <Text size="sm" c="dimmed">
              {t('news.admin.picture.formats')}
            </Text>
            {chooseButton(t('news.admin.picture.choose'), 'filled')}
          </>
        ) : (
          <>
            <Box
              pos="relative"
              h={mobile ? 260 : 380}
              bg="dark.7"
              style={{ borderRadius: 8, overflow: 'hidden' }}
            >
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={NEWS_PICTURE_ASPECT}
                showGrid
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_percent, pixels) => setArea(pixels)}
              />
            </Box>
            <Stack gap={4}>
              <Text size="sm">{t('news.admin.picture.zoom')}</Text>
              <Slider
                min={1}
                max={3}
                step={0.01}
                value={zoom}
                onChange={setZoom}
                thumbLabel={t('news.admin.picture.zoom')}
                label={null}
              />
            </Stack>
            <Group justify="space-between" gap="sm">
              {chooseButton(t('news.admin.picture.change'), 'default')}
              <Group gap="sm">
                <Button variant="subtle" onClick={close}>
                  {t('news.cancel')}
                </Button>
                <Button onClick={confirm} loading={preparing} disabled={area === null}>
                  {t('news.admin.picture.use')}
                </Button>
              </Group>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
