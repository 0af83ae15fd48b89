import { errorCodes } from '@club/shared/api/errors';
import { MOBILE_BREAKPOINT_PX } from '@club/shared/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseImageButton } from '../../../components/choose-image-button.tsx';
import { ImageCropper } from '../../../components/image-cropper.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useChosenImage } from '../../../lib/chosen-image.ts';
import { cropImage } from '../../../lib/crop-image.ts';
import { notifyFileTooBig } from '../../../lib/file-too-big.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';

/** How a crop popup frames and encodes its picture. */
export interface CropShape {
  /** Width / height of the kept area: 1 for a logo or an avatar, 16 / 9 for a carousel slide. */
  aspect: number;
  /** Longest side of the uploaded picture in pixels. */
  maxSize: number;
  type: 'image/jpeg' | 'image/webp';
  /** The name the upload carries (the server reads the content, not the name). */
  fileName: string;
}

/**
 * A crop popup of the club's administration (logo, carousel slide, an account's avatar): choose an
 * image, frame it in the shape given, upload the crop with `upload`. Closes on success.
 */
export function ImageCropModal({
  opened,
  onClose,
  title,
  shape,
  upload,
}: {
  opened: boolean;
  onClose(): void;
  title: string;
  shape: CropShape;
  upload(file: Blob, fileName: string): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const image = useChosenImage();
  const [saving, setSaving] = useState(false);

  const close = () => {
    image.clear();
    onClose();
  };

  const save = async () => {
    if (image.source === null || image.area === null) return;
    setSaving(true);
    try {
      const blob = await cropImage(image.source, image.area.pixels, {
        maxSize: shape.maxSize,
        type: shape.type,
        quality: 0.9,
      });
      await upload(blob, shape.fileName);
      flashSuccess(t('clubPages.admin.saved'));
      close();
    } catch (error) {
      if (isApiError(error, errorCodes.fileTooBig)) notifyFileTooBig();
      else if (isApiError(error, errorCodes.unsupportedFile))
        notifications.show({
          color: 'red',
          title: t('upload.errorTitle'),
          message: t('account.unsupportedFile'),
        });
      else showErrorDialog();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      fullScreen={mobile}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('profile.avatar.formats')}
        </Text>
        {image.source !== null && (
          <ImageCropper
            key={image.source}
            src={image.source}
            aspect={shape.aspect}
            height={mobile ? 240 : 300}
            zoomLabel={t('profile.avatar.zoom')}
            onCropComplete={image.onCropComplete}
          />
        )}
        <Group justify="space-between">
          <ChooseImageButton
            label={image.source === null ? t('clubPages.admin.chooseImage') : t('profile.avatar.changeImage')}
            variant={image.source === null ? 'filled' : 'default'}
            onChoose={image.choose}
            resetRef={image.resetRef}
          />
          <Button onClick={save} disabled={image.area === null} loading={saving}>
            {t('clubPages.admin.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
