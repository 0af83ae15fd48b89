/** Overlay marker types of SPEC.md section 3: each has its own icon on the map and in the editor. */
export const MARKER_TYPES = [
  'crab',
  'fish',
  'gorgonian',
  'seewed',
  'shell',
  'starfish',
  'reptile',
  'pelagic_fish',
  'mamals',
  'diving',
  'hotel',
  'point',
  'wreck',
  'diving_center',
  'warning',
  'view_point',
  'undefined',
  'anchor',
  'current',
  'depth',
  'temperature',
] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];

export function isMarkerType(value: string): value is MarkerType {
  return (MARKER_TYPES as readonly string[]).includes(value);
}

/** Shape types of the layer editor besides the typed markers. */
export const SHAPE_TYPES = ['marker', 'polyline', 'circle', 'rectangle', 'polygon', 'image'] as const;
export type ShapeType = (typeof SHAPE_TYPES)[number];
