import { errorCodes } from '@club/shared/api/errors';
import sharp from 'sharp';
import { AppError } from './errors.ts';

/** Formats accepted as uploaded pictures, recognised by their content, never by their name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  extension: 'webp';
}

/**
 * Decodes an upload, refuses anything that is not a picture, applies its orientation, drops every
 * metadata block (EXIF, GPS, XMP) and re-encodes it as WebP within the given box.
 */
export async function reencodeImage(
  input: Buffer,
  box: { width: number; height: number; fit: 'cover' | 'inside' },
): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { failOn: 'error' }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError(415, errorCodes.unsupportedFile, 'This file is not a picture (png, jpeg, webp)');
  }
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({
        width: box.width,
        height: box.height,
        fit: box.fit,
        withoutEnlargement: box.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, extension: 'webp' };
  } catch {
    throw new AppError(415, errorCodes.unsupportedFile, 'This picture could not be read');
  }
}
