import { VIDEO_SOURCE } from '../constants.ts';

export type VideoSource = (typeof VIDEO_SOURCE)[keyof typeof VIDEO_SOURCE];

/** A video of one of the two video sites: its source (1 YouTube, 2 Vimeo) and its id on that site. */
export interface VideoRef {
  source: VideoSource;
  id: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname) && url.hostname !== 'www.youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, player.vimeo.com/video/123
  const last = segments.at(-1) ?? '';
  return VIMEO_ID.test(last) ? last : null;
}

/**
 * Reads a video address of video site A (YouTube) or B (Vimeo); null for any other address.
 * Only http(s) addresses of those two sites with a well-formed video id are accepted.
 */
export function parseVideoUrl(text: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.hostname = url.hostname.toLowerCase();
  const youtube = youtubeId(url);
  if (youtube !== null) return YOUTUBE_ID.test(youtube) ? { source: VIDEO_SOURCE.siteA, id: youtube } : null;
  const vimeo = vimeoId(url);
  return vimeo === null ? null : { source: VIDEO_SOURCE.siteB, id: vimeo };
}

/** The address stored for a video: one canonical form per site, whatever form was pasted. */
export function canonicalVideoUrl(ref: VideoRef): string {
  return ref.source === VIDEO_SOURCE.siteA
    ? `https://www.youtube.com/watch?v=${ref.id}`
    : `https://vimeo.com/${ref.id}`;
}

/** The address of the site's embedded player for a video. */
export function videoEmbedUrl(ref: VideoRef): string {
  return ref.source === VIDEO_SOURCE.siteA
    ? `https://www.youtube-nocookie.com/embed/${ref.id}`
    : `https://player.vimeo.com/video/${ref.id}`;
}
