/**
 * The address of a stored file (an avatar, a logo, ...) as the API gives it: an absolute URL or a
 * path is used as is; a bare storage key (`avatars/ab12.webp`) is served under /files/.
 */
export function fileUrl(urlOrKey: string | null | undefined): string | undefined {
  if (!urlOrKey) return undefined;
  if (/^(https?:)?\/\//.test(urlOrKey) || urlOrKey.startsWith('/') || urlOrKey.startsWith('data:')) {
    return urlOrKey;
  }
  return `/files/${urlOrKey}`;
}
