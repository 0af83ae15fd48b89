import { NEWS_PICTURE_COPY_WIDTH_PX, smallerCopyUrl } from '@club/shared/domain/picture-copies';
import { fileUrl } from '../../../lib/file-url.ts';

/** The widest a stored news picture is (the server's upload box, apps/server news service). */
const STORED_WIDTH_PX = 1600;

/**
 * A news picture's `<img>` sources: its smaller copy where it is enough (a phone, a card), the stored
 * picture on larger or denser screens. `sizes` is how wide the picture is shown.
 */
export function newsPictureSources(
  picture: string,
  sizes: string,
): { src?: string; srcSet?: string; sizes?: string } {
  const src = fileUrl(picture);
  const copy = src === undefined ? null : smallerCopyUrl(src);
  if (copy === null) return { src };
  return { src, srcSet: `${copy} ${NEWS_PICTURE_COPY_WIDTH_PX}w, ${src} ${STORED_WIDTH_PX}w`, sizes };
}
