import { Button, FileButton } from '@mantine/core';
import type { RefObject } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '../lib/image-file.ts';

/** The button of a crop popup that opens the file picker on the image types the server takes. */
export function ChooseImageButton({
  label,
  variant,
  onChoose,
  resetRef,
}: {
  label: string;
  variant: 'filled' | 'default';
  onChoose(file: File | null): void;
  resetRef: RefObject<(() => void) | null>;
}) {
  return (
    <FileButton onChange={onChoose} accept={ACCEPTED_IMAGE_TYPES.join(',')} resetRef={resetRef}>
      {(props) => (
        <Button {...props} variant={variant}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
