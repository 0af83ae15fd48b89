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

function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => color[i as 0] + (target[i as 0] - color[i as 0]) * amount) as unknown as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** How far shades 0-5 move towards white and 7-9 towards black; shade 6 is the club's colour itself. */
const TINTS = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16] as const;
const SHADES = [0.15, 0.3, 0.45] as const;

/**
 * The ten shades Mantine wants for a colour, lightest first, with the given colour at index 6
 * (Mantine's default primary shade in light mode).
 */
export function colorShades(hex: string): MantineColorsTuple {
  const base = parseHexColor(hex) ?? (parseHexColor(DEFAULT_CLUB_COLOR) as Rgb);
  return [
    ...TINTS.map((amount) => toHex(mix(base, WHITE, amount))),
    toHex(base),
    ...SHADES.map((amount) => toHex(mix(base, BLACK, amount))),
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

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHexColor(a) ?? BLACK);
  const lb = luminance(parseHexColor(b) ?? BLACK);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever reads better on the given background. */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

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
 * (#495057, 8.2:1) instead, still lighter than body text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
