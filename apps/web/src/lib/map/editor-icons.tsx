import { defaultIcon } from '@club/shared/domain/kml/writer';
import type { MarkerType } from '@club/shared/domain/marker-types';

/** The tools of the layer editor's palette. */
export type EditorTool = 'hand' | 'marker' | 'polyline' | 'circle' | 'rectangle' | 'polygon' | 'image';

/**
 * Outline pictograms of the editor's tools, drawn with SVG paths (no glyph): the path data of Tabler
 * Icons (MIT, https://tabler.io/icons): hand-stop, map-pin, timeline, circle, rectangle, polygon, photo.
 */
const TOOL_PATHS: Record<EditorTool, string[]> = {
  hand: [
    'M8 13V5.5a1.5 1.5 0 0 1 3 0V12m0-6.5v-2a1.5 1.5 0 1 1 3 0V12m0-6.5a1.5 1.5 0 0 1 3 0V12',
    'M17 7.5a1.5 1.5 0 0 1 3 0V16a6 6 0 0 1-6 6h-2h.208a6 6 0 0 1-5.012-2.7L7 19q-.468-.718-3.286-5.728a1.5 1.5 0 0 1 .536-2.022a1.87 1.87 0 0 1 2.28.28L8 13',
  ],
  marker: [
    'M9 11a3 3 0 1 0 6 0a3 3 0 0 0-6 0',
    'M17.657 16.657L13.414 20.9a2 2 0 0 1-2.827 0l-4.244-4.243a8 8 0 1 1 11.314 0',
  ],
  polyline: [
    'm4 16l6-7l5 5l5-6',
    'M14 14a1 1 0 1 0 2 0a1 1 0 1 0-2 0M9 9a1 1 0 1 0 2 0a1 1 0 1 0-2 0m-6 7a1 1 0 1 0 2 0a1 1 0 1 0-2 0m16-8a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
  ],
  circle: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0'],
  rectangle: ['M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z'],
  polygon: [
    'M10 5a2 2 0 1 0 4 0a2 2 0 1 0-4 0m7 3a2 2 0 1 0 4 0a2 2 0 1 0-4 0M3 11a2 2 0 1 0 4 0a2 2 0 1 0-4 0m10 8a2 2 0 1 0 4 0a2 2 0 1 0-4 0M6.5 9.5l3.5-3m4-1L17 7m1.5 3L16 17m-2.5.5l-7-5',
  ],
  image: [
    'M15 8h.01M3 6a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z',
    'm3 16l5-5c.928-.893 2.072-.893 3 0l5 5',
    'm14 14l1-1c.928-.893 2.072-.893 3 0l3 3',
  ],
};

/** A tool's pictogram in the current text colour, for the editor's palette and its list of shapes. */
export function ShapeToolIcon({ tool, size = 18 }: { tool: EditorTool; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-tool-icon={tool}
    >
      {TOOL_PATHS[tool].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** A marker type's own map icon (public/markers), the same file the map and exported KML show. */
export function MarkerTypeIcon({ type, size = 20 }: { type: MarkerType | 'marker'; size?: number }) {
  return (
    <img
      src={defaultIcon(type)}
      alt=""
      width={Math.round((size * 36) / 44)}
      height={size}
      style={{ display: 'block', flex: 'none' }}
      data-marker-type={type}
    />
  );
}
