import { MOBILE_BREAKPOINT_PX } from '@club/shared/constants';
import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** The platform's colour, used when a club's Color is not a valid hex colour. */
export const DEFAULT_CLUB_COLOR = '#0b7285';

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` -> [r, g, b]; null for anything else (the colour comes from the database). */
export function parseHexColor(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** A colour as its hex form keeps it: each channel rounded. */
const rounded = (color: Rgb): Rgb => color.map(Math.round) as unknown as Rgb;

function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => color[i as 0] + (target[i as 0] - color[i as 0]) * amount) as unknown as Rgb;
}

/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

const WHITE: Rgb = [255, 255, 255];
/** White's WCAG relative luminance. */
const WHITE_LUMINANCE = 1;
const BLACK: Rgb = [0, 0, 0];
/** How far shades 0-5 move towards white; shade 6 is the club's colour itself. */
const TINTS = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16] as const;
/** The least shade 9 moves towards black (a dark colour still gets three darker shades). */
const MIN_DEEPEST_MIX = 0.45;
/** Shade 9 reads at least this much on white (WCAG AAA), so every text shade has room to spare. */
const DEEPEST_ON_WHITE = 7;

/**
 * How far shade 9 moves towards black: at least MIN_DEEPEST_MIX, more for a pale colour until it
 * reads at 7:1 on white and at 4.5:1 on shade 2 (the light buttons' hover background, where shade 9 is
 * the text). A light yellow mixed 45 % towards black is still an olive that fails on white.
 */
function deepestMix(base: Rgb): number {
  const tint = luminance(rounded(mix(base, WHITE, TINTS[2])));
  const reads = (amount: number) => {
    const deepest = luminance(rounded(mix(base, BLACK, amount)));
    return ratio(deepest, WHITE_LUMINANCE) >= DEEPEST_ON_WHITE && ratio(deepest, tint) >= MIN_TEXT_CONTRAST;
  };
  let amount = MIN_DEEPEST_MIX;
  while (amount < 1 && !reads(amount)) amount = Math.min(1, amount + 0.01);
  return amount;
}

/**
 * The ten shades Mantine wants for a colour, lightest first, with the given colour at index 6
 * (Mantine's default primary shade in light mode): six tints towards white, then three shades towards
 * black, the darkest dark enough to be text on white and on the pale tints whatever the colour.
 */
export function colorShades(hex: string): MantineColorsTuple {
  const base = parseHexColor(hex) ?? (parseHexColor(DEFAULT_CLUB_COLOR) as Rgb);
  const deepest = deepestMix(base);
  return [
    ...TINTS.map((amount) => toHex(mix(base, WHITE, amount))),
    toHex(base),
    ...[1 / 3, 2 / 3, 1].map((part) => toHex(mix(base, BLACK, deepest * part))),
  ] as unknown as MantineColorsTuple;
}

/** WCAG relative luminance of a colour. */
function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two relative luminances. */
function ratio(la: number, lb: number): number {
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return ratio(luminance(parseHexColor(a) ?? BLACK), luminance(parseHexColor(b) ?? BLACK));
}

/** Black or white, whichever reads better on the given background. */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/**
 * The lightest shade, from the club's own (6) down to the darkest (9), that reads as text on white:
 * links stay in the club's colour without failing contrast for pale colours (yellow, light green).
 */
export function textShadeOnWhite(shades: MantineColorsTuple): number {
  for (let index = 6; index <= 9; index++) {
    if (contrastRatio(shades[index] ?? '#000000', '#ffffff') >= MIN_TEXT_CONTRAST) return index;
  }
  return 9;
}

/**
 * A filled button's hover background: one shade darker under white text, one lighter under black
 * text, so hovering never lowers the text's contrast (Mantine's default, always darker, takes black
 * text on a pale colour under 4.5:1).
 */
export function filledHoverShade(shades: MantineColorsTuple): 5 | 7 {
  return readableTextColor(shades[6]) === '#ffffff' ? 7 : 5;
}

/** What each use of the club's colour is painted with, as the theme sets it (checked by the unit tests). */
export function clubColorRoles(color: string) {
  const shades = colorShades(color);
  const text = shades[textShadeOnWhite(shades)] ?? shades[9];
  return {
    shades,
    /** Filled buttons, badges, the header: the club's colour with black or white text. */
    filled: shades[6],
    filledHover: shades[filledHoverShade(shades)],
    filledText: readableTextColor(shades[6]),
    /** Links, outline buttons and text in the club's colour, on white. */
    text,
    /** Light and subtle buttons: shade 9 text on shade 1 (hover: shade 2). */
    light: shades[1],
    lightHover: shades[2],
    lightText: shades[9],
  };
}

/**
 * The text of a light badge or button of one of Mantine's named colours (orange, teal, red...): its
 * darkest shade (9), Mantine's light text, deepened towards black just as much as it takes to read at
 * 4.5:1 on its tint (shade 1) and on the hovered tint (shade 2). Mantine's own reads at 3.6:1 for
 * orange and 4.3:1 for teal on their tints; the club colour's shade 9 already reads (colorShades).
 */
export function lightTextColor(shades: readonly string[]): string {
  const deepest = parseHexColor(shades[9] ?? '') ?? BLACK;
  const tints = [shades[1] ?? '#ffffff', shades[2] ?? '#ffffff'].map((tint) =>
    luminance(parseHexColor(tint) ?? BLACK),
  );
  const at = (amount: number) => rounded(mix(deepest, BLACK, amount));
  const reads = (color: Rgb) => tints.every((tint) => ratio(luminance(color), tint) >= MIN_TEXT_CONTRAST);
  let amount = 0;
  while (amount < 1 && !reads(at(amount))) amount = Math.min(1, amount + 0.01);
  return toHex(at(amount));
}

/** The Mantine theme of a club: its colour as primary colour, mobile breakpoint at 768 px. */
export function clubTheme(color: string): MantineThemeOverride {
  const shades = colorShades(color);
  const linkColor = `club.${textShadeOnWhite(shades)}`;
  return createTheme({
    colors: { club: shades },
    components: {
      Anchor: Anchor.extend({ defaultProps: { c: linkColor } }),
      // Initials on the light variant's pale tints fall under 4.5:1 for several colours (lime, orange):
      // filled, with autoContrast picking black or white text, always reads.
      // (Plain objects, not Avatar.extend: the theme then does not pull these components into every page.)
      Avatar: { defaultProps: { variant: 'filled' } },
      // A light alert's title in its colour's darkest shade reads at 4.3:1 on the tinted background
      // (teal): in the text colour instead; the border, tint and icon keep the alert's colour.
      Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    },
    primaryColor: 'club',
    primaryShade: 6,
    autoContrast: true,
    // Black or white text on a filled button, whichever contrasts more (WCAG's crossover luminance),
    // as readableTextColor does for the header: Mantine's default (0.3) puts white on mid colours below 4.5:1.
    luminanceThreshold: 0.179,
    breakpoints: {
      xs: '36em',
      sm: `${MOBILE_BREAKPOINT_PX / 16}em`,
      md: '62em',
      lg: '75em',
      xl: '88em',
    },
    defaultRadius: 'md',
  });
}

/**
 * Mantine's dimmed text (gray 6, #868e96) reads at 3.3:1 on white, under WCAG AA's 4.5:1: gray 7
 * (#495057, 8.2:1) instead, still lighter than body text. The club colour's text uses (links, outline
 * buttons, `c="club"`) take the first shade that reads on white, and a filled button's hover keeps its
 * text's contrast (clubColorRoles). Light badges and buttons of Mantine's named colours get a text
 * that reads on their tint (lightTextColor).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const shades = theme.colors.club;
  const light: Record<string, string> = {};
  // Light badges and buttons of the named colours: their text deepened where Mantine's fails (lightTextColor).
  for (const [name, tuple] of Object.entries(theme.colors)) {
    if (name === 'club' || !tuple) continue;
    const text = lightTextColor(tuple);
    if (text !== tuple[9]) light[`--mantine-color-${name}-light-color`] = text;
  }
  if (shades) {
    const text = `var(--mantine-color-club-${textShadeOnWhite(shades)})`;
    const hover = `var(--mantine-color-club-${filledHoverShade(shades)})`;
    Object.assign(light, {
      '--mantine-color-anchor': text,
      '--mantine-color-club-text': text,
      '--mantine-color-club-outline': text,
      '--mantine-color-club-filled-hover': hover,
    });
  }
  return {
    variables: {},
    light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...light },
    dark: {},
  };
};
