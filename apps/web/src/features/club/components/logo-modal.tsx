import { MOBILE_BREAKPOINT_PX } from '@club/shared/constants';
import { Box, Button, FileButton, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropImage } from '../../../lib/crop-image.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '../../../lib/image-file.ts';
import { useUploadLogo } from '../api/club-admin.ts';

const LOGO_MAX_SIZE_PX = 512;

/** Rejects an oversized or non-image file with the notification of SPEC.md section 5; true when accepted. */
export function acceptImage(file: File, t: (key: string) => string): boolean {
  const problem = imageFileProblem(file);
  if (problem === null) return true;
  notifications.show({
    color: 'red',
    title: t('account.errorTitle'),
    message: problem === 'too_big' ? t('account.fileTooBig') : t('account.unsupportedFile'),
  });
  return false;
}

/** The club logo popup: choose an image, crop it (free aspect), upload the crop. Closes on success. */
export function LogoModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
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

  const choose = (file: File | null) => {
    resetFileInput.current?.();
    if (!file || !acceptImage(file, t)) return;
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setSource(URL.createObjectURL(file));
  };

  const save = async () => {
    if (source === null || area === null) return;
    try {
      const blob = await cropImage(source, area, {
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
        {source !== null && (
          <>
            <Box pos="relative" h={300} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                objectFit="contain"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            </Box>
            <Slider
              min={1}
              max={3}
              step={0.01}
              value={zoom}
              onChange={setZoom}
              label={null}
              thumbLabel={t('profile.avatar.zoom')}
            />
          </>
        )}
        <Group justify="space-between">
          <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES.join(',')} resetRef={resetFileInput}>
            {(props) => (
              <Button {...props} variant={source === null ? 'filled' : 'default'}>
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
