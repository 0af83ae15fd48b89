/** The drawing tools of the underwater pictures: seeded random numbers, the water's colours, curves and gradients. */

export type Random = () => number;

/** mulberry32: a small, fast, seeded generator (the same seed gives the same picture). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, low: number, high: number) => low + (high - low) * random();

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

export const r1 = (value: number) => Math.round(value * 10) / 10;

export interface Water {
  surface: string;
  mid: string;
  deep: string;
}

/** Water colours of the Îles d'Hyères: turquoise over sand, open blue, green near the meadows. */
export const WATERS: readonly Water[] = [
  { surface: '#7adbd3', mid: '#1d8fb2', deep: '#062a4c' },
  { surface: '#63c6ea', mid: '#1a6ea9', deep: '#04193a' },
  { surface: '#86d7b8', mid: '#25878f', deep: '#06283a' },
  { surface: '#55b4dc', mid: '#145c96', deep: '#03122b' },
  { surface: '#8fe0e8', mid: '#2a9cc0', deep: '#072f52' },
];

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` mixed with `b` by `t` (0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export type Point = [number, number];

/** Points along a cubic Bézier curve. */
export function bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: number): Point[] {
  const points: Point[] = [];
  for (let index = 0; index <= steps; index += 1) {
    const t = index / steps;
    const u = 1 - t;
    points.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return points;
}

/** A filled shape along a centre line whose width goes from `start` to `end` (blades, arms, bodies). */
export function tapered(points: Point[], width: (t: number) => number, digits = 1): string {
  const left: Point[] = [];
  const right: Point[] = [];
  points.forEach((point, index) => {
    const previous = points[Math.max(0, index - 1)] as Point;
    const next = points[Math.min(points.length - 1, index + 1)] as Point;
    const dx = next[0] - previous[0];
    const dy = next[1] - previous[1];
    const length = Math.hypot(dx, dy) || 1;
    const half = width(index / (points.length - 1)) / 2;
    left.push([point[0] - (dy / length) * half, point[1] + (dx / length) * half]);
    right.push([point[0] + (dy / length) * half, point[1] - (dx / length) * half]);
  });
  const outline = [...left, ...right.reverse()];
  const round = (value: number) => Number(value.toFixed(digits));
  return `M${outline.map(([x, y]) => `${round(x)},${round(y)}`).join(' L')} Z`;
}

export const polyline = (points: Point[]) => `M${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' L')}`;

/** Context handed to each subject: the picture's size, its water and its random numbers. */
export interface Canvas {
  width: number;
  height: number;
  water: Water;
  random: Random;
  /** Unique ids for gradients and clip paths within this picture. */
  id(name: string): string;
  defs: string[];
}

/** A colour seen through `t` of water (0 close, 1 lost in the blue). */
export const haze = (canvas: Canvas, color: string, t: number) => mix(color, canvas.water.mid, t);

export function linear(canvas: Canvas, stops: [number, string, number?][], vertical = true): string {
  const id = canvas.id('g');
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  canvas.defs.push(
    `<linearGradient id="${id}" ${direction}>${stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(
  canvas: Canvas,
  stops: [number, string, number][],
  at = { cx: 0.5, cy: 0.5, r: 0.5 },
): string {
  const id = canvas.id('r');
  canvas.defs.push(
    `<radialGradient id="${id}" cx="${at.cx}" cy="${at.cy}" r="${at.r}">${stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
      )
      .join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}
