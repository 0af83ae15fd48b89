/**
 * Smaller copies of stored pictures, for phones and small places (issue 19: a phone showing a news
 * picture 380 pixels wide loaded its 1,600-pixel original, and every page a 240-pixel logo for a
 * 44-pixel header). A copy is named after its picture and its width (`news/3/12-ab.webp` ->
 * `news/3/12-ab-w768.webp`); the server makes it when first asked and keeps it, so pictures stored
 * before copies existed get one too.
 */

/** Covers a 412-pixel phone screen at 1.75x (721 pixels) and a card or article at 1x on a computer. */
export const NEWS_PICTURE_COPY_WIDTH_PX = 768;
/** The header shows the logo 44 pixels high: 144 covers a 3x screen. */
export const LOGO_COPY_WIDTH_PX = 144;

const CLUB = '[1-9][0-9]{0,9}';
/** Which stored pictures have a copy, and how wide. */
const COPY_RULES = [
  { picture: new RegExp(`^news/${CLUB}/[^/]+\\.webp$`), width: NEWS_PICTURE_COPY_WIDTH_PX },
  { picture: new RegExp(`^clubs/${CLUB}/logo-[^/]+\\.webp$`), width: LOGO_COPY_WIDTH_PX },
];
const COPY_SUFFIX = /-w([1-9][0-9]{1,3})\.webp$/;

/** The key of a stored picture's smaller copy; null for a file that has none. */
export function smallerCopyKey(key: string): string | null {
  if (COPY_SUFFIX.test(key)) return null;
  const rule = COPY_RULES.find(({ picture }) => picture.test(key));
  return rule === undefined ? null : `${key.slice(0, -'.webp'.length)}-w${rule.width}.webp`;
}

/** The picture a smaller copy is made from, and the copy's width; null for a key that names no copy. */
export function smallerCopySource(key: string): { sourceKey: string; width: number } | null {
  const suffix = COPY_SUFFIX.exec(key);
  if (suffix === null) return null;
  const sourceKey = `${key.slice(0, suffix.index)}.webp`;
  return smallerCopyKey(sourceKey) === key ? { sourceKey, width: Number(suffix[1]) } : null;
}

/** The smaller copy's address for a stored picture's address (`/files/…`); null when it has none. */
export function smallerCopyUrl(url: string): string | null {
  if (!url.startsWith('/files/')) return null;
  const key = smallerCopyKey(url.slice('/files/'.length));
  return key === null ? null : `/files/${key}`;
}
