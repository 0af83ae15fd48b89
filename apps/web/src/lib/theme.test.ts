import { describe, expect, it } from 'vitest';
import {
  colorShades,
  contrastRatio,
  DEFAULT_CLUB_COLOR,
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
