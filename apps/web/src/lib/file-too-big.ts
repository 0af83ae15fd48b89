import { IMAGE_MAX_BYTES } from '@club/shared/constants';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

/** The image limit in the interface language's own words ("2 Mo", "2 MB"). */
export function imageLimitText(): string {
  return new Intl.NumberFormat(i18next.language || 'fr', {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(IMAGE_MAX_BYTES / 1_000_000);
}

/** The one 'file too big' text of every upload (SPEC.md sections 5 and 8), with its limit. */
export function fileTooBigText(): string {
  return i18next.t('upload.fileTooBig', { limit: imageLimitText() });
}

/** The 'file too big' notification; `fileName` says which file when several were picked. */
export function notifyFileTooBig(fileName?: string): void {
  const text = fileTooBigText();
  notifications.show({
    color: 'red',
    title: i18next.t('upload.errorTitle'),
    message: fileName ? `${fileName} : ${text}` : text,
  });
}
