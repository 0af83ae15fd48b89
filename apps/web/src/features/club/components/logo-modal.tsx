import { MOBILE_BREAKPOINT_PX } from '@club/shared/constants';
import { Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { ImageCropper } from '../../../components/image-cropper.tsx';
import { useChosenImage } from '../../../lib/chosen-image.ts';
import { cropImage } from '../../../lib/crop-image.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/image-file.ts';
import { useUploadLogo } from '../api/club-admin.ts';

const LOGO_MAX_SIZE_PX = 512;

/** The club logo popup: choose an image, crop it square, upload the crop. Closes on success. */
export function LogoModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const image = useChosenImage();
  const [area, setArea] = useState<Area | null>(null);
  const resetFileInput = useRef<() => void>(null);

  const close = () => {
    image.clear();
    setArea(null);
    onClose();
  };

  const choose = (file: File | null) => {
    resetFileInput.current?.();
    if (image.choose(file)) setArea(null);
  };

  const save = async () => {
    if (image.source === null || area === null) return;
    try {
      const blob = await cropImage(image.source, area, {
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
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        )}
        <Group justify="space-between">
          <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES.join(',')} resetRef={resetFileInput}>
            {(props) => (
              <Button {...props} variant={image.source === null ? 'filled' : 'default'}>
                {t('clubPages.admin.chooseImage')}
              </Button>
            )}
          </FileButton>
          <Button onClick={save} disabled={area === null} loading={upload.isPending}>
            {t('clubPages.admin.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
