/** A YouTube address (watch, live, youtu.be) as a privacy-enhanced embed address; null for anything else. */
export function youtubeEmbedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com') {
    id = url.searchParams.get('v') ?? /^\/(?:live|embed)\/([\w-]+)/.exec(url.pathname)?.[1] ?? null;
  }
  return id && /^[\w-]{6,20}$/.test(id)
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1`
    : null;
}
