import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  clubColorRoles,
  clubTheme,
  colorShades,
  contrastRatio,
  cssVariablesResolver,
  DEFAULT_CLUB_COLOR,
  lightTextColor,
  readableTextColor,
  textShadeOnWhite,
} from './theme.ts';

describe('club colour shades', () => {
  it('are ten shades, lightest first, with the club colour itself at index 6', () => {
    const shades = colorShades('#0B7285');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#0b7285');
    const lightness = shades.map((hex) => contrastRatio(hex, '#000000'));
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1] as number);
  });
  it('accept the short #rgb form and fall back to the default colour for anything else', () => {
    expect(colorShades('#f00')[6]).toBe('#ff0000');
    expect(colorShades('red')[6]).toBe(DEFAULT_CLUB_COLOR);
    expect(colorShades('url(javascript:x)')[6]).toBe(DEFAULT_CLUB_COLOR);
  });
});

describe('readable colours', () => {
  it('put black text on pale colours and white text on dark ones', () => {
    expect(readableTextColor('#f5c518')).toBe('#000000');
    expect(readableTextColor('#0b2545')).toBe('#ffffff');
  });
  it('darken a pale club colour until links on white reach 4.5:1', () => {
    const shades = colorShades('#f5c518');
    const index = textShadeOnWhite(shades);
    expect(index).toBeGreaterThan(6);
    expect(contrastRatio(shades[index] as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(textShadeOnWhite(colorShades('#0b2545'))).toBe(6);
  });
});

/** A light yellow, a dark navy and mid colours (a blue, an orange, a teal, a pure green, grey). */
const COLOURS = ['#fff59d', '#ffff99', '#0b2545', '#1e88e5', '#e67700', '#0b7285', '#00ff00', '#808080'];

describe.each(COLOURS)('the theme of a club coloured %s', (color) => {
  const roles = clubColorRoles(color);

  it('is a full palette of ten shades, lightest first, the club colour at index 6', () => {
    expect(roles.shades).toHaveLength(10);
    expect(roles.shades[6]).toBe(color);
    const lightness = roles.shades.map((hex) => contrastRatio(hex, '#000000'));
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1] as number);
  });

  it('writes a filled button in black or white at 4.5:1 or more, hovered too, as Mantine picks it', () => {
    expect(contrastRatio(roles.filledText, roles.filled)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(roles.filledText, roles.filledHover)).toBeGreaterThanOrEqual(4.5);
    // Mantine's autoContrast (luminanceThreshold 0.179) puts black text exactly where readableTextColor does.
    expect(isLightColor(roles.filled, 0.179)).toBe(roles.filledText === '#000000');
  });

  it('writes links and outline buttons on white at 4.5:1 or more, light buttons on their tint too', () => {
    expect(contrastRatio(roles.text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(roles.lightText, roles.light)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(roles.lightText, roles.lightHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('sets those colours in the theme and its CSS variables', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, clubTheme(color));
    expect(theme.colors.club).toEqual(roles.shades);
    const variables: Record<string, string | undefined> = cssVariablesResolver(theme).light;
    const shadeOf = (name: string) => {
      const index = /^var\(--mantine-color-club-(\d)\)$/.exec(variables[name] ?? '')?.[1];
      return index === undefined ? undefined : roles.shades[Number(index)];
    };
    expect(shadeOf('--mantine-color-anchor')).toBe(roles.text);
    expect(shadeOf('--mantine-color-club-outline')).toBe(roles.text);
    expect(shadeOf('--mantine-color-club-filled-hover')).toBe(roles.filledHover);
  });
});

describe("the light badges and buttons of Mantine's named colours", () => {
  const theme = mergeMantineTheme(DEFAULT_THEME, clubTheme(DEFAULT_CLUB_COLOR));
  const variables: Record<string, string | undefined> = cssVariablesResolver(theme).light;
  const named = Object.entries(DEFAULT_THEME.colors);

  it.each(named)('write %s at 4.5:1 or more on their tint, hovered too', (name, shades) => {
    // What Mantine paints a light badge's text with: shade 9 unless the theme sets it.
    const text = variables[`--mantine-color-${name}-light-color`] ?? shades[9];
    expect(contrastRatio(text, shades[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, shades[2])).toBeGreaterThanOrEqual(4.5);
  });

  it("keep Mantine's shade 9 where it reads, and deepen it no more than it takes where it does not", () => {
    expect(variables['--mantine-color-grape-light-color']).toBeUndefined();
    // Mantine's orange on its tint: 3.6:1 (the outings' 'Complet · liste d'attente'); teal: 4.3:1.
    expect(contrastRatio(DEFAULT_THEME.colors.orange[9], DEFAULT_THEME.colors.orange[1])).toBeLessThan(4.5);
    for (const name of ['orange', 'teal'] as const) {
      const shades = DEFAULT_THEME.colors[name];
      const text = lightTextColor(shades);
      expect(variables[`--mantine-color-${name}-light-color`]).toBe(text);
      expect(contrastRatio(text, shades[2])).toBeLessThan(4.7);
    }
  });
});
