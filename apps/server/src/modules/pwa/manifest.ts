import type { ClubRow } from '../../db/schema/clubs.ts';
import { ICONS, iconVersion } from './icons.ts';

/** Longest name a phone shows under an installed app's icon without cutting it. */
const SHORT_NAME_MAX = 12;

/**
 * The name under the icon: the club's name when short, else the last words of it that fit (the club's
 * own name usually ends it: "Club de plongée de Port-Cros" → "Port-Cros"), else its alias.
 */
export function shortName(club: Pick<ClubRow, 'name' | 'alias'>): string {
  const name = club.name.trim();
  if (name.length <= SHORT_NAME_MAX) return name;
  let short = '';
  for (const word of name.split(/\s+/).reverse()) {
    const longer = short === '' ? word : `${word} ${short}`;
    if (longer.length > SHORT_NAME_MAX) break;
    short = longer;
  }
  return short !== '' ? short : club.alias.slice(0, SHORT_NAME_MAX);
}

/** The web app manifest of a club's site (https://www.w3.org/TR/appmanifest/). */
export function clubManifest(club: ClubRow) {
  const version = iconVersion(club);
  return {
    id: '/',
    name: club.name,
    short_name: shortName(club),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: club.color,
    background_color: club.color,
    icons: ICONS.map((icon) => ({
      src: `/manifest-icons/${icon.name}?v=${version}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
