import { IMAGE_MAX_BYTES } from '@club/shared/constants';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { notifyFileTooBig } from '../lib/file-too-big.ts';
import { ImageCropper } from './image-cropper.tsx';

/** A picked picture and the part of it to keep, in its own pixels (the server crops). */
export interface CroppedPicture {
  dataUrl: string;
  extension: string;
  area: Area | null;
}

const PICTURE_EXTENSIONS = ['png', 'jpeg', 'jpg'];

/** The upload fields of the API (Picture_data, Picture_extension, Picture_x ...) for a cropped picture. */
export function pictureFields(picture: CroppedPicture | null) {
  if (!picture) return {};
  return {
    Picture_data: picture.dataUrl,
    Picture_extension: picture.extension,
    Picture_x: picture.area?.x ?? null,
    Picture_y: picture.area?.y ?? null,
    Picture_width: picture.area?.width ?? null,
    Picture_height: picture.area?.height ?? null,
  };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Choose a png, jpeg or jpg picture (at most 2,000,000 bytes, else the 'file too big' notice) and crop
 * it; `aspect` fixes the crop's ratio, none leaves it free (the whole picture is kept).
 */
export function PictureCropField({
  label,
  value,
  onChange,
  aspect,
}: {
  label: string;
  value: CroppedPicture | null;
  onChange(value: CroppedPicture | null): void;
  aspect?: number;
}) {
  const { t } = useTranslation();

  async function pick(file: File | null) {
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (file.size > IMAGE_MAX_BYTES) {
      notifyFileTooBig();
      return;
    }
    if (!PICTURE_EXTENSIONS.includes(extension)) {
      notifications.show({
        title: t('spots.picture.errorTitle'),
        message: t('spots.picture.unsupported'),
        color: 'red',
      });
      return;
    }
    onChange({ dataUrl: await readAsDataUrl(file), extension, area: null });
  }

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={pick} accept="image/png,image/jpeg">
          {(props) => (
            <Button variant="light" {...props}>
              {label}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="gray" onClick={() => onChange(null)}>
            {t('spots.picture.remove')}
          </Button>
        )}
      </Group>
      {value && aspect !== undefined && (
        <ImageCropper
          key={value.dataUrl}
          src={value.dataUrl}
          aspect={aspect}
          height={220}
          zoomLabel={t('spots.picture.zoom')}
          onCropComplete={(_, pixels) => onChange({ ...value, area: pixels })}
        />
      )}
      {value && aspect === undefined && (
        <Text size="sm" c="dimmed">
          <img src={value.dataUrl} alt="" style={{ maxHeight: 120, maxWidth: '100%' }} />
        </Text>
      )}
    </Stack>
  );
}
