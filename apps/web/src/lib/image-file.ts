import { IMAGE_MAX_BYTES } from '@club/shared/constants';

/** Image formats a person may pick for an avatar or a picture (SPEC.md section 5: png, jpeg, jpg; plus webp). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const ACCEPTED_EXTENSIONS = ['png', 'jpeg', 'jpg', 'webp'];

export type ImageFileProblem = 'too_big' | 'unsupported';

/**
 * Why a chosen file cannot be uploaded as an image, or null when it can. Checked before anything is
 * read or sent: over IMAGE_MAX_BYTES is refused (SPEC.md section 5), and so is anything that is not
 * a PNG, JPEG or WebP by its type or, when the browser gives no type, by its extension.
 * The server checks the content again (magic bytes); this only spares a useless upload.
 */
export function imageFileProblem(file: {
  name: string;
  size: number;
  type: string;
}): ImageFileProblem | null {
  if (file.size > IMAGE_MAX_BYTES) return 'too_big';
  if (file.type !== '') {
    return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) ? null : 'unsupported';
  }
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return ACCEPTED_EXTENSIONS.includes(extension) ? null : 'unsupported';
}
