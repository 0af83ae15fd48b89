import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { KmlLayer, Overlay } from '../kml/types.ts';

/** A fixture of this folder, as text. */
export const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

/** The overlay, checked to be of a type. */
export function only<T extends Overlay['type']>(
  overlay: Overlay | undefined,
  type: T,
): Extract<Overlay, { type: T }> {
  expect(overlay?.type).toBe(type);
  return overlay as Extract<Overlay, { type: T }>;
}

/** The value with every `lat`/`lng` rounded to 7 decimals (about 1 cm), as the writers write them. */
export function rounded<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, item) =>
    (key === 'lat' || key === 'lng') && typeof item === 'number' ? Number(item.toFixed(7)) : item,
  ) as T;
}

/** The layer without a fill on its lines: no format writes one (a line's fill is never drawn). */
export function withoutLineFill(layer: KmlLayer): KmlLayer {
  const overlays = layer.overlays.map(
    (overlay): Overlay =>
      overlay.type === 'polyline' || overlay.type === 'multi'
        ? { ...overlay, style: { ...overlay.style, fillColor: '', fillOpacity: 0 } }
        : overlay,
  );
  return { ...layer, overlays };
}
