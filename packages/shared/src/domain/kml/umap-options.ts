import { cssColorToHex } from './css-colors.ts';
import type { ShapeStyle } from './types.ts';

/**
 * uMap keeps a feature's look in `_umap_options` (a KML `<Data name="_umap_options">` holding JSON, or a
 * GeoJSON property holding the object): color, weight, opacity, fill, fillColor, fillOpacity, dashArray,
 * iconUrl. These are applied over a style read elsewhere; unknown or malformed options are ignored.
 */
export interface UmapLook {
  style: ShapeStyle;
  iconHref: string | null;
  markerColor: string | null;
}

const numberIn = (value: unknown, min: number, max: number): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max
    ? number
    : null;
};

/** The options as an object: parsed from KML's JSON text, or taken as is from GeoJSON. */
export function umapOptionsOf(raw: unknown): Record<string, unknown> | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function applyUmapOptions(look: UmapLook, options: Record<string, unknown>): UmapLook {
  const style = { ...look.style };
  const color = cssColorToHex(options.color);
  if (color) {
    style.strokeColor = color;
    // uMap fills with the line colour unless fillColor says otherwise.
    style.fillColor = color;
  }
  const fillColor = cssColorToHex(options.fillColor);
  if (fillColor) style.fillColor = fillColor;
  const weight = numberIn(options.weight, 0, 100);
  if (weight !== null) style.strokeWeight = weight;
  const opacity = numberIn(options.opacity, 0, 1);
  if (opacity !== null) style.strokeOpacity = opacity;
  const fillOpacity = numberIn(options.fillOpacity, 0, 1);
  if (fillOpacity !== null) style.fillOpacity = fillOpacity;
  if (options.fill === false || options.fill === 'false') style.fillOpacity = 0;
  if (typeof options.dashArray === 'string' && /^[\d.\s,]+$/.test(options.dashArray.trim()))
    style.dashArray = options.dashArray.trim();
  const iconUrl =
    typeof options.iconUrl === 'string' && options.iconUrl.trim() !== '' ? options.iconUrl.trim() : null;
  return {
    style,
    iconHref: iconUrl ?? look.iconHref,
    markerColor: color ?? look.markerColor,
  };
}
