import { errorCodes } from '@club/shared/api/errors';
import { IMAGE_MAX_BYTES } from '@club/shared/constants';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../http/errors.ts';
import { type ProcessedImage, reencodeImage } from './images.ts';

export interface PictureUpload {
  Picture_data?: string | null;
  Picture_extension?: string | null;
  Picture_x?: number | null;
  Picture_y?: number | null;
  Picture_width?: number | null;
  Picture_height?: number | null;
}

const ACCEPTED_EXTENSIONS = new Set(['png', 'jpeg', 'jpg']);
const ACCEPTED_FORMATS = new Set(['png', 'jpeg']);

/** The bytes of a base64 picture (plain or a data: URL), refused above IMAGE_MAX_BYTES. */
export function decodePicture(data: string): Buffer {
  const base64 = data.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw new AppError(400, errorCodes.invalidInput, 'Picture_data is not base64');
  }
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > IMAGE_MAX_BYTES) {
    throw new AppError(413, errorCodes.fileTooBig, 'file too big');
  }
  return Buffer.from(base64, 'base64');
}

/**
 * A png or jpeg picture (checked by its content and its declared extension), oriented, cropped to the
 * box chosen in the browser (clamped to the picture), stripped of metadata and re-encoded.
 */
export async function cropPicture(
  upload: PictureUpload & { Picture_data: string },
  box: { width: number; height: number },
): Promise<ProcessedImage> {
  const extension = (upload.Picture_extension ?? '').replace(/^\./, '').toLowerCase();
  if (extension !== '' && !ACCEPTED_EXTENSIONS.has(extension)) {
    throw new AppError(415, errorCodes.unsupportedFile, 'Only png, jpeg or jpg pictures');
  }
  const input = decodePicture(upload.Picture_data);
  let oriented: { data: Buffer; info: OutputInfo };
  try {
    const format = (await sharp(input, { failOn: 'error' }).metadata()).format;
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error('format');
    oriented = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .png()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(415, errorCodes.unsupportedFile, 'Only png, jpeg or jpg pictures');
  }
  let cropped = oriented.data;
  const { Picture_x: x, Picture_y: y, Picture_width: width, Picture_height: height } = upload;
  if (width && height) {
    const left = Math.min(Math.max(0, Math.round(x ?? 0)), oriented.info.width - 1);
    const top = Math.min(Math.max(0, Math.round(y ?? 0)), oriented.info.height - 1);
    const region = {
      left,
      top,
      width: Math.max(1, Math.min(Math.round(width), oriented.info.width - left)),
      height: Math.max(1, Math.min(Math.round(height), oriented.info.height - top)),
    };
    cropped = await sharp(oriented.data).extract(region).toBuffer();
  }
  return reencodeImage(cropped, { ...box, fit: 'inside' });
}
