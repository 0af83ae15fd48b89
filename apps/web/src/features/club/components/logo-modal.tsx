import { MOBILE_BREAKPOINT_PX } from '@club/shared/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ChooseImageButton } from '../../../components/choose-image-button.tsx';
import { ImageCropper } from '../../../components/image-cropper.tsx';
import { useChosenImage } from '../../../lib/chosen-image.ts';
import { cropImage } from '../../../lib/crop-image.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useUploadLogo } from '../api/club-admin.ts';

const LOGO_MAX_SIZE_PX = 512;

/** The club logo popup: choose an image, crop it square, upload the crop. Closes on success. */
export function LogoModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const image = useChosenImage();

  const close = () => {
    image.clear();
    onClose();
  };

  const save = async () => {
    if (image.source === null || image.area === null) return;
    try {
      const blob = await cropImage(image.source, image.area.pixels, {
        maxSize: LOGO_MAX_SIZE_PX,
        type: 'image/webp',
        quality: 0.92,
      });
      await upload.mutateAsync(blob);
      flashSuccess(t('clubPages.admin.saved'));
      close();
    } catch {
      showErrorDialog();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('clubPages.admin.logoTitle')}
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
            aspect={1}
            height={300}
            zoomLabel={t('profile.avatar.zoom')}
            onCropComplete={image.onCropComplete}
          />
        )}
        <Group justify="space-between">
          <ChooseImageButton
            label={t('clubPages.admin.chooseImage')}
            variant={image.source === null ? 'filled' : 'default'}
            onChoose={image.choose}
            resetRef={image.resetRef}
          />
          <Button onClick={save} disabled={image.area === null} loading={upload.isPending}>
            {t('clubPages.admin.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
