import type { Club } from '@club/shared/api/clubs';
import type { Spot } from '@club/shared/api/spots';
import { VIDEO_SOURCE } from '@club/shared/constants';
import { liveEmbedUrl, liveVideoId } from '@club/shared/domain/live-url';
import { canonicalVideoUrl, parseVideoUrl, videoEmbedUrl } from '@club/shared/domain/video-url';

/**
 * Where a live is watched: the provider's player to embed (null when the address is not YouTube's or
 * Vimeo's) and the address to watch it on the provider's own site, always given (the embed may not
 * load: no network, a blocker, a stream that refuses embedding).
 */
export type LiveSource = {
  embed: string | null;
  watch: string;
  /** 'YouTube', 'Vimeo', or the host name of another site. */
  site: string;
};

const youtubeWatch = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

/** An http(s) address as it is (never javascript: and the like); null for anything else. */
function webAddress(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A live address given by the manager: a YouTube or Vimeo video, a YouTube live id, or any web page. */
export function liveSourceOfAddress(address: string): LiveSource | null {
  const url = webAddress(address);
  if (!url) return null;
  const video = parseVideoUrl(address);
  if (video) {
    return {
      embed: videoEmbedUrl(video),
      watch: canonicalVideoUrl(video),
      site: video.source === VIDEO_SOURCE.siteA ? 'YouTube' : 'Vimeo',
    };
  }
  // A YouTube live whose id is not a regular video's (live/ID, embed/ID of another length).
  const liveId = liveVideoId(address);
  if (liveId) return { embed: liveEmbedUrl(liveId), watch: url.href, site: 'YouTube' };
  return { embed: null, watch: url.href, site: url.hostname.replace(/^www\./, '') };
}

/** The club's live: its live address, or else the live of its YouTube channel. */
export function clubLiveSource(club: Pick<Club, 'Live_url' | 'Youtube_id'>): LiveSource | null {
  if (club.Live_url) {
    const source = liveSourceOfAddress(club.Live_url);
    if (source) return source;
  }
  const channel = club.Youtube_id?.trim();
  if (channel && /^[\w-]{6,40}$/.test(channel)) {
    return {
      embed: `https://www.youtube-nocookie.com/embed/live_stream?channel=${channel}`,
      watch: `https://www.youtube.com/channel/${channel}/live`,
      site: 'YouTube',
    };
  }
  return null;
}

/** A spot's live: its Live_url is a YouTube video id (the server strips links to it). */
export function spotLiveSource(spot: Pick<Spot, 'Live_url'>): LiveSource | null {
  if (!spot.Live_url) return null;
  const id = liveVideoId(spot.Live_url);
  if (id) return { embed: liveEmbedUrl(id), watch: youtubeWatch(id), site: 'YouTube' };
  return liveSourceOfAddress(spot.Live_url);
}
