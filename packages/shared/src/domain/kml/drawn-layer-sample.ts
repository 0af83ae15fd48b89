import { MARKER_TYPES } from '../marker-types.ts';
import { DEFAULT_STYLE, type LatLng, type Shape } from './types.ts';

const LAT_STEP = 0.0004;
const LNG_STEP = 0.0006;

/**
 * A spot's layer drawn many times over, for benchmarks and tests of big layers: a square grid
 * centred on `centre` (about 5 km across for 15,000 shapes), eight typed markers in ten, one line,
 * one area, a description on one shape in four. Returns the shapes and the index of the area
 * nearest the centre.
 */
export function drawnLayerSample(count: number, centre: LatLng): { shapes: Shape[]; target: number } {
  const side = Math.ceil(Math.sqrt(count));
  const shapes: Shape[] = [];
  // Points to the 7 decimals a saved layer keeps (writer.ts), as an editor's are once saved.
  const round = (value: number) => Number(value.toFixed(7));
  const point = (lat: number, lng: number): LatLng => ({ lat: round(lat), lng: round(lng) });
  const cell = (index: number): LatLng =>
    point(
      centre.lat + ((index % side) - Math.floor(side / 2)) * LAT_STEP,
      centre.lng + (Math.floor(index / side) - Math.floor(side / 2)) * LNG_STEP,
    );
  for (let index = 0; index < count; index += 1) {
    const { lat, lng } = cell(index);
    const description = index % 4 === 0 ? `<p>Profondeur ${10 + (index % 30)} m</p>` : '';
    const style = { ...DEFAULT_STYLE };
    if (index % 10 === 8) {
      const path = [point(lat, lng), point(lat + 0.0002, lng + 0.0003), point(lat, lng + 0.0005)];
      shapes.push({ type: 'polyline', title: `Route ${index}`, description, path, style });
    } else if (index % 10 === 9) {
      const ring = [
        point(lat, lng),
        point(lat, lng + 0.0003),
        point(lat + 0.0002, lng + 0.0003),
        point(lat + 0.0002, lng),
      ];
      shapes.push({ type: 'polygon', title: `Zone ${index}`, description, rings: [ring], style });
    } else {
      const markerType = MARKER_TYPES[index % MARKER_TYPES.length] ?? 'fish';
      shapes.push({
        type: 'marker',
        title: `Repère ${index}`,
        description,
        position: point(lat, lng),
        markerType,
        image: null,
        iconHref: null,
      });
    }
  }
  let target = 9;
  const distance = (index: number) =>
    Math.abs((index % side) - Math.floor(side / 2)) +
    Math.abs(Math.floor(index / side) - Math.floor(side / 2));
  for (let index = 9; index < count; index += 10) if (distance(index) < distance(target)) target = index;
  return { shapes, target };
}
