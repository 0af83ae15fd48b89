import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ClubRow } from '../../db/schema/clubs.ts';
import { type FileStore, keyOfFileUrl, readAll } from '../../platform/files/storage.ts';

/** The icons a club's manifest lists: their file name, side in pixels and purpose. */
export const ICONS = [
  { name: '192.png', size: 192, purpose: 'any' },
  { name: '512.png', size: 512, purpose: 'any' },
  { name: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export type IconName = (typeof ICONS)[number]['name'];

/**
 * What an icon is made from: it changes when the club changes its logo or its colour, and names the
 * icons' addresses (`?v=`), so a browser asks for them again then and keeps them otherwise.
 */
export function iconVersion(club: Pick<ClubRow, 'logoUrl' | 'color'>): string {
  return createHash('sha256')
    .update(`${club.logoUrl ?? ''}|${club.color}`)
    .digest('hex')
    .slice(0, 12);
}

/**
 * The drawn icon of a club without a logo: its colour with the diver-down flag's white diagonal, the
 * sign of divers everywhere (no text: the server has no fonts to count on).
 */
function defaultIconSvg(size: number, color: string, inset: number): string {
  const a = inset;
  const b = size - inset;
  const stripe = (b - a) * 0.16;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" fill="${color}"/>
  <polygon fill="#ffffff" points="${a},${a} ${a + stripe},${a} ${b},${b - stripe} ${b},${b} ${b - stripe},${b} ${a},${a + stripe}"/>
</svg>`;
}

/**
 * One icon, `size` pixels square. With a logo: the logo contained on white (a maskable icon keeps it in
 * the middle 60%, the part every mask shows). Without one, or when the logo cannot be read: the drawn
 * default in the club's colour.
 */
async function drawIcon(
  store: FileStore,
  club: Pick<ClubRow, 'logoUrl' | 'color'>,
  size: number,
  maskable: boolean,
): Promise<Buffer> {
  const key = keyOfFileUrl(club.logoUrl);
  const stored = key === null ? null : await store.read(key);
  if (stored !== null) {
    try {
      const inner = Math.round(size * (maskable ? 0.6 : 0.9));
      const logo = await sharp(await readAll(stored))
        .resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
        .png()
        .toBuffer();
      return await sharp({
        create: { width: size, height: size, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } },
      })
        .composite([{ input: logo, gravity: 'centre' }])
        .png()
        .toBuffer();
    } catch {
      // A logo sharp cannot read: the drawn icon rather than none.
    }
  }
  const svg = defaultIconSvg(size, club.color, maskable ? Math.round(size * 0.2) : 0);
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Icons already drawn, per club, version and icon (a few KB each). */
export function createIconCache(store: FileStore) {
  const drawn = new LRUCache<string, Promise<Buffer>>({ max: 300 });
  return (club: ClubRow, icon: (typeof ICONS)[number]): Promise<Buffer> => {
    const cacheKey = `${club.id}|${iconVersion(club)}|${icon.name}`;
    let kept = drawn.get(cacheKey);
    if (kept === undefined) {
      kept = drawIcon(store, club, icon.size, icon.purpose === 'maskable');
      kept.catch(() => drawn.delete(cacheKey));
      drawn.set(cacheKey, kept);
    }
    return kept;
  };
}
