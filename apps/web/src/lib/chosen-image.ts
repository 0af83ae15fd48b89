import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem } from './image-file.ts';

/**
 * Whether a picked file may be sent as an image; if not, the notification of SPEC.md section 5 says why
 * (over the size limit, or not a picture) before anything is read or sent.
 */
export function acceptImage(file: File, t: TFunction): boolean {
  const problem = imageFileProblem(file);
  if (problem === null) return true;
  notifications.show({
    color: 'red',
    title: t('account.errorTitle'),
    message: problem === 'too_big' ? t('account.fileTooBig') : t('account.unsupportedFile'),
  });
  return false;
}

/** The image a person picked for a crop popup, as an object URL given back when replaced or dropped. */
export function useChosenImage() {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    if (source === null) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  const choose = (file: File | null): boolean => {
    if (!file || !acceptImage(file, t)) return false;
    setSource(URL.createObjectURL(file));
    return true;
  };

  return { source, choose, clear: () => setSource(null) };
}
