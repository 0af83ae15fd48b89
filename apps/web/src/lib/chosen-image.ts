import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { fileTooBigText } from './file-too-big.ts';
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
    message: problem === 'too_big' ? fileTooBigText() : t('account.unsupportedFile'),
  });
  return false;
}

/** The part of the picture a person kept: in percent of it (for a CSS preview) and in its pixels. */
export interface CropArea {
  percent: Area;
  pixels: Area;
}

/**
 * The image a person picked in a crop popup and the part of it they framed. The image is an object
 * URL, given back when replaced or dropped; `resetRef` goes to the FileButton, so the same file can
 * be picked again.
 */
export function useChosenImage() {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [area, setArea] = useState<CropArea | null>(null);
  const resetRef = useRef<() => void>(null);

  useEffect(() => {
    if (source === null) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  /** Takes a picked file; false when it was refused (and the person told why). */
  const choose = (file: File | null): boolean => {
    resetRef.current?.();
    if (!file || !acceptImage(file, t)) return false;
    setSource(URL.createObjectURL(file));
    setArea(null);
    return true;
  };

  return {
    source,
    area,
    resetRef,
    choose,
    /** For ImageCropper's onCropComplete. */
    onCropComplete: (percent: Area, pixels: Area) => setArea({ percent, pixels }),
    clear: () => {
      setSource(null);
      setArea(null);
    },
  };
}
