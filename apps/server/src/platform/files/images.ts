import { errorCodes } from '@club/shared/api/errors';
import sharp from 'sharp';
import { AppError } from '../http/errors.ts';

// Each upload is decoded once: libvips's cache of decoded images and operations would only hold
// memory (50 MB and more by default) that a long-running server never gets back.
sharp.cache(false);

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

/** Longest side of a gallery picture as the lightbox shows it, and of its grid thumbnail. */
export const PICTURE_DISPLAY_MAX_PX = 1920;
export const PICTURE_THUMBNAIL_MAX_PX = 480;

export interface ProcessedPicture {
  display: ProcessedImage;
  thumbnail: ProcessedImage;
}

/**
 * The gallery's pipeline: the upload is recognised by its content (never its name), decoded once,
 * turned upright by its EXIF orientation, then written twice as WebP without any metadata (EXIF, GPS,
 * XMP, ICC are all dropped by sharp unless asked to keep them): a display size and a thumbnail.
 */
export async function processPicture(input: Buffer): Promise<ProcessedPicture> {
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
    const upright = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    const encode = async (maxPx: number, quality: number): Promise<ProcessedImage> => {
      const { data, info } = await upright
        .clone()
        .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, extension: 'webp' };
    };
    const [display, thumbnail] = await Promise.all([
      encode(PICTURE_DISPLAY_MAX_PX, 82),
      encode(PICTURE_THUMBNAIL_MAX_PX, 75),
    ]);
    return { display, thumbnail };
  } catch {
    throw new AppError(415, errorCodes.unsupportedFile, 'This picture could not be read');
  }
}
