import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Layer, Shape } from '../kml/types.ts';

/** A fixture of this folder, as text. */
export const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

/** The shape, checked to be of a type. */
export function only<T extends Shape['type']>(
  shape: Shape | undefined,
  type: T,
): Extract<Shape, { type: T }> {
  expect(shape?.type).toBe(type);
  return shape as Extract<Shape, { type: T }>;
}

/** The value with every `lat`/`lng` rounded to 7 decimals (about 1 cm), as the writers write them. */
export function rounded<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, item) =>
    (key === 'lat' || key === 'lng') && typeof item === 'number' ? Number(item.toFixed(7)) : item,
  ) as T;
}

/** The layer without a fill on its lines: no format writes one (a line's fill is never drawn). */
export function withoutLineFill(layer: Layer): Layer {
  const shapes = layer.shapes.map(
    (shape): Shape =>
      shape.type === 'polyline' || shape.type === 'multi'
        ? { ...shape, style: { ...shape.style, fillColor: '', fillOpacity: 0 } }
        : shape,
  );
  return { ...layer, shapes };
}
