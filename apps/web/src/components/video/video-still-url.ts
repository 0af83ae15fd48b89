import { VIDEO_SOURCE } from '@club/shared/constants';
import { parseVideoUrl } from '@club/shared/domain/video-url';

/**
 * The address of a video's still image on its site, when the site gives one without an API call:
 * YouTube's `hqdefault` (480 x 360). Vimeo has none (its thumbnails need its oEmbed API): null, and
 * the tile shows its drawn poster.
 */
export function videoStillUrl(url: string): string | null {
  const ref = parseVideoUrl(url);
  return ref?.source === VIDEO_SOURCE.siteA ? `https://i.ytimg.com/vi/${ref.id}/hqdefault.jpg` : null;
}
