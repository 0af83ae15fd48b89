import { useTranslation } from 'react-i18next';
import { useUploadLogo } from '../api/club-admin.ts';
import { type CropShape, ImageCropModal } from './image-crop-modal.tsx';

const LOGO_SHAPE: CropShape = { aspect: 1, maxSize: 512, type: 'image/webp', fileName: 'logo.webp' };

/** The club logo popup: choose an image, crop it square, upload the crop. Closes on success. */
export function LogoModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  return (
    <ImageCropModal
      opened={opened}
      onClose={onClose}
      title={t('clubPages.admin.logoTitle')}
      shape={LOGO_SHAPE}
      upload={(file, fileName) => upload.mutateAsync({ file, fileName })}
    />
  );
}
