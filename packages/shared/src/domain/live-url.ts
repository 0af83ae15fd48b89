/**
 * A live stream is stored as its video id: the manager may paste the id or any link to it (the
 * short link `https://youtu.be/ID`, a watch, live or embed page); the prefix is stripped.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{6,64}$/;

export function liveVideoId(input: string): string | null {
  const value = input.trim();
  if (VIDEO_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') candidate = url.searchParams.get('v');
    else {
      const match = /^\/(?:live|embed|shorts)\/([^/]+)/.exec(url.pathname);
      candidate = match?.[1] ?? null;
    }
  }
  return candidate !== null && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The embeddable player of a live video id (privacy-enhanced host). */
export const liveEmbedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
