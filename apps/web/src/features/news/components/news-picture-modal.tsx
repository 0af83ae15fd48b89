import { MOBILE_BREAKPOINT_PX } from '@club/shared/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseImageButton } from '../../../components/choose-image-button.tsx';
import { ImageCropper } from '../../../components/image-cropper.tsx';
import { useChosenImage } from '../../../lib/chosen-image.ts';
import { cropImage } from '../../../lib/crop-image.ts';

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
  const image = useChosenImage();
  const source = image.source;
  const [preparing, setPreparing] = useState(false);

  const close = () => {
    image.clear();
    onClose();
  };

  const refuse = (message: string) =>
    notifications.show({ color: 'red', title: t('account.errorTitle'), message });

  const confirm = async () => {
    if (source === null || image.area === null) return;
    setPreparing(true);
    try {
      const blob = await cropImage(source, image.area.pixels, {
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
    <ChooseImageButton label={label} variant={variant} onChoose={image.choose} resetRef={image.resetRef} />
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
            <ImageCropper
              key={source}
              src={source}
              aspect={NEWS_PICTURE_ASPECT}
              height={mobile ? 260 : 380}
              zoomLabel={t('news.admin.picture.zoom')}
              onCropComplete={image.onCropComplete}
            />
            <Group justify="space-between" gap="sm">
              {chooseButton(t('news.admin.picture.change'), 'default')}
              <Group gap="sm">
                <Button variant="subtle" onClick={close}>
                  {t('news.cancel')}
                </Button>
                <Button onClick={confirm} loading={preparing} disabled={image.area === null}>
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
