import { errorCodes } from '@club/shared/api/errors';
import { CROPPED_PREVIEW_BOX_PX, MOBILE_BREAKPOINT_PX } from '@club/shared/constants';
import { Alert, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { ChooseImageButton } from '../../../components/choose-image-button.tsx';
import { ImageCropper } from '../../../components/image-cropper.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useChosenImage } from '../../../lib/chosen-image.ts';
import { cropImage } from '../../../lib/crop-image.ts';
import { fileTooBigText } from '../../../lib/file-too-big.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useEditAvatar } from '../api/edit-avatar.ts';

/** An avatar never needs more; the server makes its own display size and thumbnail from it. */
const AVATAR_MAX_SIZE_PX = 512;

/** The cropped square as it will look, drawn with CSS from the crop percentages (no canvas per move). */
function CropPreview({ src, area, label }: { src: string; area: Area; label: string }) {
  return (
    <Box
      w={CROPPED_PREVIEW_BOX_PX}
      h={CROPPED_PREVIEW_BOX_PX}
      style={{ position: 'relative', overflow: 'hidden', borderRadius: '50%', flexShrink: 0 }}
      role="img"
      aria-label={label}
    >
      <img
        src={src}
        alt=""
        style={{
          position: 'absolute',
          maxWidth: 'none',
          width: `${10_000 / area.width}%`,
          height: `${10_000 / area.height}%`,
          left: `${(-100 * area.x) / area.width}%`,
          top: `${(-100 * area.y) / area.height}%`,
        }}
      />
    </Box>
  );
}

/** The avatar popup: choose an image, crop it square, upload the crop. */
export function AvatarModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const upload = useEditAvatar();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const image = useChosenImage();
  const source = image.source;
  const areas = image.area;
  const [preparing, setPreparing] = useState(false);

  const close = () => {
    image.clear();
    upload.reset();
    onClose();
  };

  const choose = (file: File | null) => {
    if (image.choose(file)) upload.reset();
  };

  const save = async () => {
    if (source === null || areas === null) return;
    setPreparing(true);
    let blob: Blob;
    try {
      blob = await cropImage(source, areas.pixels, {
        maxSize: AVATAR_MAX_SIZE_PX,
        type: 'image/jpeg',
        quality: 0.9,
      });
    } catch {
      notifications.show({
        color: 'red',
        title: t('account.errorTitle'),
        message: t('account.unsupportedFile'),
      });
      return;
    } finally {
      setPreparing(false);
    }
    upload.mutate(
      { file: blob, fileName: 'avatar.jpg' },
      {
        onSuccess: async () => {
          // The header and this page show the session user's avatar.
          await session.refresh();
          flashSuccess(t('profile.avatar.saved'));
          close();
        },
        onError: (error) => {
          if (!isApiError(error, errorCodes.fileTooBig) && !isApiError(error, errorCodes.unsupportedFile))
            showErrorDialog();
        },
      },
    );
  };

  const chooseButton = (label: string, variant: 'filled' | 'default') => (
    <ChooseImageButton label={label} variant={variant} onChoose={choose} resetRef={image.resetRef} />
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('profile.avatar.title')}
      fullScreen={mobile}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {source === null ? (
          <>
            <Text size="sm" c="dimmed">
              {t('profile.avatar.formats')}
            </Text>
            {chooseButton(t('profile.avatar.choose'), 'filled')}
          </>
        ) : (
          <>
            <Group align="flex-end" gap="lg" wrap={mobile ? 'wrap' : 'nowrap'}>
              <ImageCropper
                key={source}
                src={source}
                aspect={1}
                height={mobile ? 280 : 340}
                zoomLabel={t('profile.avatar.zoom')}
                onCropComplete={image.onCropComplete}
              />
              {areas !== null && (
                <Stack gap={4} align="center">
                  <Text size="sm">{t('profile.avatar.preview')}</Text>
                  <CropPreview src={source} area={areas.percent} label={t('profile.avatar.preview')} />
                </Stack>
              )}
            </Group>
            {upload.isError &&
              (isApiError(upload.error, errorCodes.fileTooBig) ||
                isApiError(upload.error, errorCodes.unsupportedFile)) && (
                <Alert color="red" role="alert">
                  {isApiError(upload.error, errorCodes.fileTooBig)
                    ? fileTooBigText()
                    : t('account.unsupportedFile')}
                </Alert>
              )}
            <Group justify="space-between" gap="sm">
              {chooseButton(t('profile.avatar.changeImage'), 'default')}
              <Group gap="sm">
                <Button variant="subtle" onClick={close}>
                  {t('profile.avatar.cancel')}
                </Button>
                <Button onClick={save} loading={preparing || upload.isPending} disabled={areas === null}>
                  {t('profile.avatar.save')}
                </Button>
              </Group>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
