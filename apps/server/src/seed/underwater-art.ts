import sharp from 'sharp';

/**
 * Underwater pictures of the demo club, drawn as SVG and rendered by sharp at seed time (nothing is
 * downloaded): water in Mediterranean blues, light rays from the surface, drifting particles, a
 * seabed and one subject (a grouper, a school of barracuda, a diver, a wreck, a starfish, red
 * gorgonians, an octopus, a seagrass meadow with salema, a moray). Each picture is drawn from a seed,
 * so the same seed always gives the same picture and two seeds give two different ones.
 *
 * No blur filter over the whole picture (the costly part of rendering an SVG): rays fade out through
 * their own gradients.
 */

export const SUBJECTS = [
  'grouper',
  'barracudas',
  'diver',
  'wreck',
  'starfish',
  'gorgonians',
  'octopus',
  'seagrass',
  'moray',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface SceneOptions {
  subject: Subject;
  seed: number;
  width: number;
  height: number;
  /** A close-up on the subject (an avatar): the subject fills the frame. */
  closeUp?: boolean;
}

/** Where each subject sits in its picture (fractions of the size): the centre of a close-up. */
const FOCUS: Record<Subject, [number, number]> = {
  grouper: [0.52, 0.5],
  barracudas: [0.5, 0.42],
  diver: [0.45, 0.48],
  wreck: [0.45, 0.62],
  starfish: [0.5, 0.68],
  gorgonians: [0.35, 0.5],
  octopus: [0.5, 0.58],
  seagrass: [0.5, 0.45],
  moray: [0.42, 0.52],
};
const CLOSE_UP_ZOOM = 1.9;

type Random = () => number;

/** mulberry32: a small, fast, seeded generator (the same seed gives the same picture). */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const r1 = (value: number) => Math.round(value * 10) / 10;

interface Water {
  surface: string;
  mid: string;
  deep: string;
}

/** Water colours of the Îles d'Hyères: turquoise over sand, open blue, green near the meadows. */
const WATERS: readonly Water[] = [
  { surface: '#7adbd3', mid: '#1d8fb2', deep: '#062a4c' },
  { surface: '#63c6ea', mid: '#1a6ea9', deep: '#04193a' },
  { surface: '#86d7b8', mid: '#25878f', deep: '#06283a' },
  { surface: '#55b4dc', mid: '#145c96', deep: '#03122b' },
  { surface: '#8fe0e8', mid: '#2a9cc0', deep: '#072f52' },
];

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` mixed with `b` by `t` (0: a, 1: b). */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

type Point = [number, number];

/** Points along a cubic Bézier curve. */
function bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: number): Point[] {
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
function tapered(points: Point[], width: (t: number) => number, digits = 1): string {
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

const polyline = (points: Point[]) => `M${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' L')}`;

/** Context handed to each subject: the picture's size, its water and its random numbers. */
interface Canvas {
  width: number;
  height: number;
  water: Water;
  random: Random;
  /** Unique ids for gradients and clip paths within this picture. */
  id(name: string): string;
  defs: string[];
}

/** A colour seen through `t` of water (0 close, 1 lost in the blue). */
const haze = (canvas: Canvas, color: string, t: number) => mix(color, canvas.water.mid, t);

function linear(canvas: Canvas, stops: [number, string, number?][], vertical = true): string {
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

function radial(
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

/** The water, the glow of the surface and the rays of light coming down through it. */
function waterAndLight(canvas: Canvas): string {
  const { width: w, height: h, water, random } = canvas;
  const fill = linear(canvas, [
    [0, water.surface],
    [0.42, water.mid],
    [1, water.deep],
  ]);
  const sunX = between(random, 0.25, 0.75) * w;
  const glow = radial(
    canvas,
    [
      [0, '#ffffff', 0.55],
      [0.45, '#ffffff', 0.12],
      [1, '#ffffff', 0],
    ],
    { cx: sunX / w, cy: -0.12, r: 0.75 },
  );
  // A ray fades downwards (its gradient) and at its edges: a wide faint beam under a narrow brighter
  // one. No mask nor blur: those are what makes an SVG slow to render.
  const fade = linear(canvas, [
    [0, '#ffffff', 0.9],
    [0.7, '#ffffff', 0.12],
    [1, '#ffffff', 0],
  ]);
  const rays: string[] = [];
  const count = 5 + Math.floor(random() * 4);
  for (let index = 0; index < count; index += 1) {
    const top = sunX + between(random, -0.35, 0.35) * w;
    const spread = (top - sunX) * between(random, 0.6, 1.4);
    const topWidth = between(random, 0.015, 0.045) * w;
    const bottomWidth = topWidth * between(random, 2.5, 5);
    const bottom = top + spread + between(random, -0.05, 0.05) * w;
    const strength = between(random, 0.1, 0.22);
    for (const [widthFactor, opacity] of [
      [1.6, strength * 0.35],
      [1, strength * 0.5],
      [0.45, strength * 0.6],
    ] as const) {
      rays.push(
        `<path d="M${r1(top - topWidth * widthFactor)},0 L${r1(top + topWidth * widthFactor)},0 L${r1(bottom + bottomWidth * widthFactor)},${h} L${r1(bottom - bottomWidth * widthFactor)},${h} Z" fill="${fade}" fill-opacity="${opacity.toFixed(3)}"/>`,
      );
    }
  }
  // The surface seen from below: a band of brighter ripples.
  const ripples: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const y = between(random, 0, 0.07) * h;
    const x = between(random, -0.1, 1) * w;
    const length = between(random, 0.08, 0.25) * w;
    ripples.push(
      `<path d="M${r1(x)},${r1(y)} q${r1(length / 2)},${r1(between(random, -8, 8))} ${r1(length)},0" stroke="#ffffff" stroke-opacity="${between(random, 0.1, 0.3).toFixed(2)}" stroke-width="${r1(between(random, 1, 3))}" fill="none"/>`,
    );
  }
  return `<rect width="${w}" height="${h}" fill="${fill}"/><rect width="${w}" height="${h}" fill="${glow}"/>${rays.join('')}${ripples.join('')}`;
}

/** Drifting particles ("marine snow"), a little brighter near the surface. */
function particles(canvas: Canvas, count: number): string {
  const { width: w, height: h, random } = canvas;
  const dots: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const y = random() * h;
    dots.push(
      `<circle cx="${r1(random() * w)}" cy="${r1(y)}" r="${r1(between(random, 0.6, 2.4) * (w / 1280))}" fill="#ffffff" fill-opacity="${(between(random, 0.12, 0.5) * (1 - (0.5 * y) / h)).toFixed(2)}"/>`,
    );
  }
  return dots.join('');
}

/** The darker corners a lens gives underwater. */
function vignette(canvas: Canvas): string {
  const fill = radial(
    canvas,
    [
      [0.55, '#021024', 0],
      [1, '#021024', 0.55],
    ],
    { cx: 0.5, cy: 0.45, r: 0.75 },
  );
  return `<rect width="${canvas.width}" height="${canvas.height}" fill="${fill}"/>`;
}

/** A rocky bottom from `top` (a fraction of the height) down, with boulders, in the colours of the depth. */
function rockyBottom(
  canvas: Canvas,
  top: number,
  options: { tint?: string; boulders?: number } = {},
): string {
  const { width: w, height: h, random } = canvas;
  const rock = options.tint ?? '#5b5546';
  const points: Point[] = [];
  let y = top * h;
  for (let x = -20; x <= w + 40; x += w / 18) {
    y = Math.min(h * 0.97, Math.max(h * (top - 0.08), y + between(random, -0.035, 0.035) * h));
    points.push([x, y]);
  }
  const fill = linear(canvas, [
    [0, haze(canvas, rock, 0.35)],
    [1, mix(rock, canvas.water.deep, 0.55)],
  ]);
  const ground = `${polyline(points)} L${w + 40},${h} L-20,${h} Z`;
  const boulders: string[] = [];
  for (let index = 0; index < (options.boulders ?? 5); index += 1) {
    const cx = random() * w;
    const cy = (top + between(random, 0.02, 0.2)) * h;
    const rx = between(random, 0.05, 0.14) * w;
    const ry = rx * between(random, 0.4, 0.7);
    const shade = haze(canvas, mix(rock, '#2b2a22', random() * 0.5), 0.25);
    boulders.push(
      `<path d="M${r1(cx - rx)},${r1(cy + ry * 0.3)} C${r1(cx - rx)},${r1(cy - ry)} ${r1(cx + rx * 0.2)},${r1(cy - ry * 1.2)} ${r1(cx + rx)},${r1(cy - ry * 0.1)} C${r1(cx + rx * 1.1)},${r1(cy + ry * 0.6)} ${r1(cx - rx * 0.6)},${r1(cy + ry * 0.9)} ${r1(cx - rx)},${r1(cy + ry * 0.3)} Z" fill="${shade}"/>`,
      `<path d="M${r1(cx - rx * 0.7)},${r1(cy - ry * 0.55)} C${r1(cx - rx * 0.2)},${r1(cy - ry * 1.05)} ${r1(cx + rx * 0.4)},${r1(cy - ry * 0.95)} ${r1(cx + rx * 0.8)},${r1(cy - ry * 0.2)}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="${r1(rx * 0.08)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  // Encrusting life: small dots of colour on the rock.
  const life: string[] = [];
  for (let index = 0; index < 40; index += 1) {
    const x = random() * w;
    const yy = (top + between(random, 0.02, 0.3)) * h;
    life.push(
      `<circle cx="${r1(x)}" cy="${r1(yy)}" r="${r1(between(random, 1.5, 5) * (w / 1280))}" fill="${haze(canvas, pick(random, ['#d9603b', '#e8b04a', '#b24a7a', '#7fa04a']), 0.35)}" fill-opacity="0.7"/>`,
    );
  }
  return `<path d="${ground}" fill="${fill}"/>${boulders.join('')}${life.join('')}`;
}

/** Sand from `top` down, with ripples and a few shells. */
function sandyBottom(canvas: Canvas, top: number): string {
  const { width: w, height: h, random } = canvas;
  const sand = '#d8c79a';
  const fill = linear(canvas, [
    [0, haze(canvas, sand, 0.55)],
    [1, haze(canvas, sand, 0.2)],
  ]);
  const edge: Point[] = [];
  for (let x = -20; x <= w + 40; x += w / 10) edge.push([x, top * h + between(random, -0.012, 0.012) * h]);
  const ripples: string[] = [];
  for (let index = 0; index < 26; index += 1) {
    const y = between(random, top + 0.02, 1) * h;
    const x = random() * w;
    const length = between(random, 0.1, 0.3) * w * (y / h);
    ripples.push(
      `<path d="M${r1(x)},${r1(y)} q${r1(length / 4)},${r1(-6 * (y / h))} ${r1(length / 2)},0 t${r1(length / 2)},0" stroke="${mix(sand, '#ffffff', 0.3)}" stroke-opacity="0.35" stroke-width="${r1(1 + 2 * (y / h))}" fill="none"/>`,
    );
  }
  return `<path d="${polyline(edge)} L${w + 40},${h} L-20,${h} Z" fill="${fill}"/>${ripples.join('')}`;
}

/** A fish outline pointing left, head at (0,0), tail at (1,0); `forked` or rounded tail. */
const FISH_BODY =
  'M0,0 C0.08,-0.2 0.42,-0.3 0.78,-0.07 L1,-0.27 L0.93,0 L1,0.27 L0.78,0.07 C0.42,0.3 0.08,0.2 0,0 Z';

interface FishOptions {
  x: number;
  y: number;
  length: number;
  /** Height of the body relative to its length. */
  depth: number;
  facingRight: boolean;
  fill: string;
  angle?: number;
  eye?: boolean;
  stripes?: string;
}

function fish(canvas: Canvas, options: FishOptions): string {
  const { x, y, length, depth, facingRight, fill, angle = 0 } = options;
  const flip = facingRight ? -1 : 1;
  const scaleY = depth / 0.6;
  const transform = `translate(${r1(x)},${r1(y)}) rotate(${r1(angle)}) scale(${r1(flip * length * 100) / 100},${r1(length * scaleY * 100) / 100})`;
  let stripes = '';
  if (options.stripes) {
    const clip = canvas.id('c');
    canvas.defs.push(`<clipPath id="${clip}"><path d="${FISH_BODY}"/></clipPath>`);
    stripes = `<g clip-path="url(#${clip})">${[-0.08, 0, 0.08]
      .map(
        (offset) =>
          `<path d="M0.05,${offset} L0.8,${offset * 0.6}" stroke="${options.stripes}" stroke-width="0.025" fill="none"/>`,
      )
      .join('')}</g>`;
  }
  const eye = options.eye
    ? `<circle cx="0.1" cy="-0.035" r="0.035" fill="#f4f1e6"/><circle cx="0.095" cy="-0.035" r="0.018" fill="#111"/>`
    : '';
  return `<g transform="${transform}"><path d="${FISH_BODY}" fill="${fill}"/>${stripes}${eye}</g>`;
}

/** Small fish far off in the blue, lost in the haze. */
function distantFish(canvas: Canvas, count: number, band: [number, number]): string {
  const { width: w, height: h, random } = canvas;
  const facingRight = random() < 0.5;
  const shoal: string[] = [];
  const cx = between(random, 0.15, 0.85) * w;
  const cy = between(random, band[0], band[1]) * h;
  for (let index = 0; index < count; index += 1) {
    shoal.push(
      fish(canvas, {
        x: cx + between(random, -0.18, 0.18) * w,
        y: cy + between(random, -0.07, 0.07) * h,
        length: between(random, 0.012, 0.028) * w,
        depth: 0.35,
        facingRight,
        fill: haze(canvas, '#1c3a4a', 0.68),
        angle: between(random, -8, 8),
      }),
    );
  }
  return shoal.join('');
}

/** The dusky grouper (mérou brun) of the Park: a heavy brown body with pale blotches and white-rimmed fins. */
function grouperShape(canvas: Canvas, x: number, y: number, length: number, facingRight: boolean): string {
  const { random } = canvas;
  const body =
    'M0,0.02 C0.02,-0.19 0.22,-0.33 0.48,-0.32 C0.66,-0.31 0.77,-0.21 0.82,-0.12 C0.9,-0.22 1,-0.21 1.01,-0.05 L1.01,0.08 C1,0.22 0.9,0.22 0.82,0.14 C0.74,0.26 0.6,0.31 0.44,0.3 C0.22,0.3 0.05,0.2 0,0.02 Z';
  const clip = canvas.id('c');
  canvas.defs.push(`<clipPath id="${clip}"><path d="${body}"/></clipPath>`);
  const skin = linear(canvas, [
    [0, haze(canvas, '#3d2a1e', 0.12)],
    [0.6, haze(canvas, '#6e5036', 0.12)],
    [1, haze(canvas, '#9a8060', 0.12)],
  ]);
  const blotches: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    blotches.push(
      `<ellipse cx="${between(random, 0.15, 0.85).toFixed(3)}" cy="${between(random, -0.25, 0.2).toFixed(3)}" rx="${between(random, 0.03, 0.07).toFixed(3)}" ry="${between(random, 0.02, 0.05).toFixed(3)}" fill="#d8c6a0" fill-opacity="0.35"/>`,
    );
  }
  const rim = haze(canvas, '#efe8d8', 0.15);
  const dorsal =
    'M0.28,-0.3 L0.31,-0.4 L0.35,-0.32 L0.39,-0.43 L0.43,-0.33 L0.47,-0.43 L0.51,-0.33 L0.56,-0.41 L0.6,-0.31 L0.67,-0.36 L0.74,-0.22 Z';
  // `x` is the fish's left end whichever way it faces.
  const transform = `translate(${r1(facingRight ? x + length : x)},${r1(y)}) scale(${r1((facingRight ? -1 : 1) * length)},${r1(length)})`;
  return `<g transform="${transform}">
<path d="${dorsal}" fill="${haze(canvas, '#4a3426', 0.15)}" stroke="${rim}" stroke-width="0.006"/>
<path d="M0.55,0.27 C0.6,0.38 0.68,0.38 0.7,0.24 Z" fill="${haze(canvas, '#4a3426', 0.15)}" stroke="${rim}" stroke-width="0.006"/>
<path d="${body}" fill="${skin}"/>
<g clip-path="url(#${clip})">${blotches.join('')}<path d="M0,0.1 C0.2,0.28 0.5,0.32 0.85,0.12 L0.85,0.4 L0,0.4 Z" fill="#e9dcc0" fill-opacity="0.18"/></g>
<path d="M0.82,-0.12 C0.9,-0.22 1,-0.21 1.01,-0.05 L1.01,0.08 C1,0.22 0.9,0.22 0.82,0.14" fill="none" stroke="${rim}" stroke-width="0.012"/>
<path d="M0.3,0.02 C0.38,0.0 0.45,0.06 0.44,0.13 C0.4,0.12 0.33,0.08 0.3,0.02 Z" fill="${haze(canvas, '#5e4432', 0.1)}" fill-opacity="0.9"/>
<path d="M0.005,0.03 C0.05,0.07 0.1,0.07 0.14,0.05" stroke="#1e130c" stroke-width="0.012" fill="none"/>
<circle cx="0.12" cy="-0.07" r="0.03" fill="#d9cfae"/><circle cx="0.115" cy="-0.07" r="0.017" fill="#0d0906"/><circle cx="0.11" cy="-0.078" r="0.006" fill="#ffffff"/>
</g>`;
}

function grouper(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas;
  const facingRight = random() < 0.5;
  // Sometimes a second grouper further off, lost in the blue.
  const companion =
    random() < 0.6
      ? `<g opacity="0.8">${grouperShape(canvas, between(random, 0.6, 0.8) * w, between(random, 0.25, 0.35) * h, 0.18 * w, !facingRight)}</g>`
      : '';
  return [
    distantFish(canvas, 14, [0.15, 0.35]),
    companion,
    rockyBottom(canvas, between(random, 0.66, 0.74), { boulders: 6 }),
    grouperShape(
      canvas,
      between(random, 0.2, 0.32) * w,
      between(random, 0.48, 0.58) * h,
      between(random, 0.42, 0.52) * w,
      facingRight,
    ),
  ].join('');
}

/** A barracuda: long and silver, dark back, forked tail. */
function barracuda(
  canvas: Canvas,
  x: number,
  y: number,
  length: number,
  facingRight: boolean,
  far: number,
): string {
  const body =
    'M0,0.01 L0.05,-0.035 C0.3,-0.07 0.6,-0.06 0.86,-0.025 L1,-0.11 L0.96,0 L1,0.11 L0.86,0.025 C0.6,0.06 0.3,0.07 0.05,0.035 Z';
  const silver = haze(canvas, '#d7e3ea', far);
  const back = haze(canvas, '#2c3e4c', far);
  const transform = `translate(${r1(x)},${r1(y)}) scale(${r1((facingRight ? -1 : 1) * length)},${r1(length)})`;
  return `<g transform="${transform}"><path d="${body}" fill="${silver}"/><path d="M0.05,-0.035 C0.3,-0.07 0.6,-0.06 0.86,-0.025 L0.86,-0.005 C0.6,-0.02 0.3,-0.02 0.05,-0.01 Z" fill="${back}"/><path d="M0.45,-0.06 L0.5,-0.12 L0.53,-0.058 Z M0.7,-0.045 L0.74,-0.09 L0.76,-0.04 Z" fill="${back}"/><circle cx="0.07" cy="-0.008" r="0.012" fill="#101010"/></g>`;
}

function barracudas(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas;
  const facingRight = random() < 0.5;
  const school: { x: number; y: number; far: number }[] = [];
  const count = 26 + Math.floor(random() * 14);
  for (let index = 0; index < count; index += 1) {
    const t = index / count;
    school.push({
      x: (0.1 + 0.8 * t + between(random, -0.08, 0.08)) * w,
      y: (0.3 + 0.25 * Math.sin(t * Math.PI * 1.2 + random()) + between(random, -0.06, 0.06)) * h,
      far: between(random, 0, 0.7),
    });
  }
  school.sort((a, b) => b.far - a.far);
  return [
    rockyBottom(canvas, between(random, 0.82, 0.9), { boulders: 4 }),
    ...school.map((fishOfSchool) =>
      barracuda(
        canvas,
        fishOfSchool.x,
        fishOfSchool.y,
        (0.2 - 0.1 * fishOfSchool.far) * w,
        facingRight,
        fishOfSchool.far,
      ),
    ),
  ].join('');
}

/**
 * A diver swimming face down (head left, fins right), in unit coordinates scaled to `size` pixels:
 * tank on the back, a torch in the hand and a trail of bubbles.
 */
function diverShape(canvas: Canvas, x: number, y: number, size: number, far: number, torch: boolean): string {
  const suit = haze(canvas, '#0d1b26', far);
  const tank = haze(canvas, '#d9b23c', far + 0.15);
  const fin = haze(canvas, '#1c4a6e', far);
  const { random } = canvas;
  const limb = (points: Point[], from: number, to: number) =>
    `<path d="${tapered(points, (t) => from + (to - from) * t, 3)}" fill="${suit}"/>`;
  const kick = between(random, -0.05, 0.05);
  const legs = [0, 1].map((leg) => {
    const hip: Point = [0.52, leg === 0 ? -0.01 : 0.04];
    const knee: Point = [0.76, (leg === 0 ? -0.02 : 0.09) + kick];
    const ankle: Point = [0.98, (leg === 0 ? -0.07 : 0.14) - kick];
    const direction = leg === 0 ? -1 : 1;
    const finTip: Point = [1.34, ankle[1] + direction * 0.05];
    return (
      limb(bezier(hip, [0.62, hip[1]], [0.68, knee[1]], knee, 8), 0.12, 0.09) +
      limb(bezier(knee, [0.85, knee[1]], [0.9, ankle[1]], ankle, 8), 0.09, 0.06) +
      `<path d="M${ankle[0].toFixed(3)},${(ankle[1] - 0.03).toFixed(3)} L${finTip[0].toFixed(3)},${(finTip[1] - 0.07).toFixed(3)} Q${(finTip[0] + 0.03).toFixed(3)},${finTip[1].toFixed(3)} ${finTip[0].toFixed(3)},${(finTip[1] + 0.07).toFixed(3)} L${ankle[0].toFixed(3)},${(ankle[1] + 0.03).toFixed(3)} Z" fill="${fin}"/>`
    );
  });
  const hand: Point = [-0.2, 0.1];
  const beam = torch
    ? `<path d="M${hand[0]},${hand[1]} L-1.4,-0.15 L-1.4,0.55 Z" fill="${linear(
        canvas,
        [
          [0, '#fff7d1', 0],
          [0.7, '#fff7d1', 0.25],
          [1, '#fff7d1', 0.6],
        ],
        false,
      )}"/>`
    : '';
  const bubbles: string[] = [];
  let by = -0.1;
  let bx = -0.02;
  for (let index = 0; index < 14; index += 1) {
    by -= between(random, 0.07, 0.18);
    bx += between(random, -0.04, 0.04);
    bubbles.push(
      `<circle cx="${bx.toFixed(3)}" cy="${by.toFixed(3)}" r="${between(random, 0.01, 0.03).toFixed(3)}" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.6" stroke-width="0.006"/>`,
    );
  }
  const tilt = between(random, -14, 10);
  return `<g transform="translate(${r1(x)},${r1(y)}) rotate(${r1(tilt)}) scale(${r1(size)})">${beam}${legs.join('')}
<rect x="0.1" y="-0.15" width="0.4" height="0.085" rx="0.04" fill="${tank}"/>
<rect x="0.04" y="-0.085" width="0.54" height="0.16" rx="0.08" fill="${suit}"/>
<path d="M0.0,-0.02 C0.05,-0.1 0.12,-0.12 0.14,-0.11" stroke="${haze(canvas, '#333333', far)}" stroke-width="0.012" fill="none"/>
${limb(bezier([0.14, 0.03], [0.05, 0.12], [-0.08, 0.12], hand, 10), 0.065, 0.045)}
<rect x="${hand[0] - 0.06}" y="${hand[1] - 0.022}" width="0.07" height="0.044" rx="0.01" fill="${haze(canvas, '#c9c9c9', far)}"/>
<circle cx="0" cy="-0.01" r="0.072" fill="${suit}"/>
<rect x="-0.07" y="-0.05" width="0.065" height="0.045" rx="0.014" fill="${haze(canvas, '#a8e6f2', far)}"/>
<circle cx="-0.045" cy="0.045" r="0.018" fill="${haze(canvas, '#222222', far)}"/>
${bubbles.join('')}</g>`;
}

function diver(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas;
  const buddies = 1 + Math.floor(random() * 2);
  const far: string[] = [];
  for (let index = 0; index < buddies; index += 1)
    far.push(
      diverShape(
        canvas,
        between(random, 0.55, 0.8) * w,
        between(random, 0.15, 0.35) * h,
        between(random, 0.1, 0.17) * w,
        between(random, 0.4, 0.6),
        false,
      ),
    );
  return [
    rockyBottom(canvas, between(random, 0.72, 0.8), { boulders: 7 }),
    gorgonianFans(canvas, 2 + Math.floor(random() * 4), [0.72, 0.85]),
    far.join(''),
    diverShape(
      canvas,
      between(random, 0.3, 0.45) * w,
      between(random, 0.42, 0.55) * h,
      between(random, 0.26, 0.32) * w,
      0,
      random() < 0.7,
    ),
  ].join('');
}

/** A cargo ship lying on the sand, grown over, anthias around its rails. */
function wreck(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas;
  const hull = haze(canvas, '#3f3b2c', 0.3);
  const deck = haze(canvas, '#57503a', 0.3);
  const dark = haze(canvas, '#12151a', 0.25);
  const length = 0.82 * w;
  const left = 0.08 * w;
  const base = 0.74 * h;
  const tilt = between(random, -4, 3);
  const portholes: string[] = [];
  for (let index = 0; index < 12; index += 1)
    portholes.push(
      `<circle cx="${r1(left + (0.2 + index * 0.05) * length)}" cy="${r1(base - 0.09 * h)}" r="${r1(0.006 * w)}" fill="${dark}"/>`,
    );
  const growth: string[] = [];
  for (let index = 0; index < 60; index += 1)
    growth.push(
      `<circle cx="${r1(left + random() * length)}" cy="${r1(base - between(random, 0.02, 0.2) * h)}" r="${r1(between(random, 2, 7) * (w / 1280))}" fill="${haze(canvas, pick(random, ['#c8553d', '#e0a43a', '#9a4f8e', '#d97a5a']), 0.3)}" fill-opacity="0.75"/>`,
    );
  const anthias: string[] = [];
  for (let index = 0; index < 26; index += 1)
    anthias.push(
      fish(canvas, {
        x: left + between(random, 0.3, 0.9) * length,
        y: base - between(random, 0.22, 0.42) * h,
        length: between(random, 0.014, 0.026) * w,
        depth: 0.55,
        facingRight: random() < 0.5,
        fill: haze(canvas, '#f08a5d', 0.25),
      }),
    );
  const ship = `<g transform="rotate(${r1(tilt)} ${r1(w / 2)} ${r1(base)})">
<path d="M${r1(left)},${r1(base - 0.16 * h)} L${r1(left + length * 0.96)},${r1(base - 0.16 * h)} C${r1(left + length)},${r1(base - 0.1 * h)} ${r1(left + length * 0.97)},${r1(base)} ${r1(left + length * 0.9)},${r1(base + 0.01 * h)} L${r1(left + length * 0.08)},${r1(base + 0.01 * h)} C${r1(left + length * 0.03)},${r1(base - 0.03 * h)} ${r1(left - 0.02 * w)},${r1(base - 0.12 * h)} ${r1(left)},${r1(base - 0.16 * h)} Z" fill="${hull}"/>
<rect x="${r1(left + length * 0.05)}" y="${r1(base - 0.19 * h)}" width="${r1(length * 0.9)}" height="${r1(0.035 * h)}" fill="${deck}"/>
<rect x="${r1(left + length * 0.62)}" y="${r1(base - 0.31 * h)}" width="${r1(length * 0.16)}" height="${r1(0.13 * h)}" fill="${hull}"/>
<rect x="${r1(left + length * 0.64)}" y="${r1(base - 0.28 * h)}" width="${r1(length * 0.12)}" height="${r1(0.03 * h)}" fill="${dark}"/>
<rect x="${r1(left + length * 0.5)}" y="${r1(base - 0.27 * h)}" width="${r1(length * 0.05)}" height="${r1(0.09 * h)}" fill="${deck}"/>
<path d="M${r1(left + length * 0.3)},${r1(base - 0.19 * h)} L${r1(left + length * 0.36)},${r1(base - 0.5 * h)}" stroke="${hull}" stroke-width="${r1(0.008 * w)}"/>
<rect x="${r1(left + length * 0.16)}" y="${r1(base - 0.14 * h)}" width="${r1(length * 0.08)}" height="${r1(0.05 * h)}" fill="${dark}"/>
<rect x="${r1(left + length * 0.4)}" y="${r1(base - 0.14 * h)}" width="${r1(length * 0.07)}" height="${r1(0.04 * h)}" fill="${dark}"/>
${portholes.join('')}${growth.join('')}</g>`;
  return [
    distantFish(canvas, 10, [0.12, 0.3]),
    sandyBottom(canvas, 0.7),
    ship,
    anthias.join(''),
    grouperShape(canvas, between(random, 0.12, 0.3) * w, 0.83 * h, 0.14 * w, random() < 0.5),
  ].join('');
}

/** The red starfish (Echinaster) on the sand, close up, with its shadow and the light playing on it. */
function starfish(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas;
  const cx = between(random, 0.38, 0.62) * w;
  const cy = between(random, 0.66, 0.74) * h;
  const radius = 0.24 * Math.min(w, h * 1.5);
  const rotation = random() * 72;
  const arm = (index: number) => ((rotation + index * 72 - 90) * Math.PI) / 180;
  const squash = 0.62;
  const at = (angle: number, distance: number, sideways = 0): Point => [
    cx + Math.cos(angle) * distance + Math.sin(angle) * sideways,
    cy + (Math.sin(angle) * distance - Math.cos(angle) * sideways) * squash,
  ];
  const start = at(arm(-0.5), radius * 0.3);
  let d = `M${r1(start[0])},${r1(start[1])}`;
  for (let index = 0; index < 5; index += 1) {
    const a = arm(index);
    const length = radius * between(random, 0.85, 1.05);
    const side = 0.11 * radius;
    const [c1, t1, c2, t2, c3, valley] = [
      at(a, radius * 0.5, side * 1.2),
      at(a, length, side),
      at(a, length + side * 1.3),
      at(a, length, -side),
      at(a, radius * 0.5, -side * 1.2),
      at(arm(index + 0.5), radius * 0.3),
    ];
    d += ` Q${r1(c1[0])},${r1(c1[1])} ${r1(t1[0])},${r1(t1[1])} Q${r1(c2[0])},${r1(c2[1])} ${r1(t2[0])},${r1(t2[1])} Q${r1(c3[0])},${r1(c3[1])} ${r1(valley[0])},${r1(valley[1])}`;
  }
  d += ' Z';
  const clip = canvas.id('c');
  canvas.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  const skin = radial(canvas, [
    [0, '#ff7a45', 1],
    [0.7, '#d8402a', 1],
    [1, '#a42a1f', 1],
  ]);
  const bumps: string[] = [];
  for (let index = 0; index < 220; index += 1) {
    const a = random() * Math.PI * 2;
    const distanceFromCentre = Math.sqrt(random()) * radius;
    bumps.push(
      `<circle cx="${r1(cx + Math.cos(a) * distanceFromCentre)}" cy="${r1(cy + Math.sin(a) * distanceFromCentre * 0.62)}" r="${r1(between(random, 1.5, 4) * (w / 1280))}" fill="${pick(random, ['#9e2418', '#f4a261', '#b8321f'])}" fill-opacity="0.65"/>`,
    );
  }
  const shadow = `<path d="${d}" fill="#000000" fill-opacity="0.25" transform="translate(${r1(0.012 * w)},${r1(0.02 * h)})"/>`;
  const light = `<path d="${d}" fill="${radial(
    canvas,
    [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ],
    { cx: 0.35, cy: 0.3, r: 0.6 },
  )}"/>`;
  const leaves: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const x = (random() < 0.5 ? between(random, 0, 0.22) : between(random, 0.78, 1)) * w;
    const top: Point = [x + between(random, -0.1, 0.1) * w, between(random, 0.35, 0.55) * h];
    leaves.push(
      `<path d="${tapered(bezier([x, h], [x, h * 0.75], [top[0], top[1] + 0.1 * h], top, 14), (t) => (0.018 - 0.012 * t) * w)}" fill="${haze(canvas, pick(random, ['#4f7a3a', '#6b8f3e', '#3f6631']), 0.3)}"/>`,
    );
  }
  return [
    sandyBottom(canvas, 0.5),
    leaves.join(''),
    shadow,
    `<path d="${d}" fill="${skin}"/>`,
    `<g clip-path="url(#${clip})">${bumps.join('')}</g>`,
    light,
  ].join('');
}

/** Fans of red gorgonians with yellow tips growing from the rock. */
function gorgonianFans(canvas: Canvas, count: number, band: [number, number]): string {
  const { width: w, height: h, random } = canvas;
  const fans: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const baseX = between(random, 0.05, 0.95) * w;
    const baseY = between(random, band[0], band[1]) * h;
    const size = between(random, 0.1, 0.2) * h;
    const far = between(random, 0, 0.3);
    const red = haze(canvas, '#c0322b', far);
    const yellow = haze(canvas, '#f2c14e', far);
    const branches: string[] = [];
    const grow = (x: number, y: number, angle: number, length: number, depth: number) => {
      const x2 = x + Math.cos(angle) * length;
      const y2 = y + Math.sin(angle) * length;
      branches.push(
        `<path d="M${r1(x)},${r1(y)} L${r1(x2)},${r1(y2)}" stroke="${depth > 3 ? yellow : red}" stroke-width="${r1(Math.max(1, (6 - depth) * 1.3 * (w / 1280)))}" stroke-linecap="round"/>`,
      );
      if (depth >= 5) return;
      grow(x2, y2, angle - between(random, 0.2, 0.5), length * 0.72, depth + 1);
      grow(x2, y2, angle + between(random, 0.2, 0.5), length * 0.72, depth + 1);
    };
    grow(baseX, baseY, -Math.PI / 2 + between(random, -0.3, 0.3), size * 0.3, 0);
    fans.push(branches.join(''));
  }
  return fans.join('');
}

function gorgonians(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas;
  const wallRight = random() < 0.5;
  const wallPoints: Point[] = [];
  for (let y = -10; y <= h + 20; y += h / 12) wallPoints.push([between(random, 0.3, 0.42) * w, y]);
  const wall = wallRight
    ? `M${w + 10},-10 ${wallPoints.map(([x, y]) => `L${r1(w - x)},${r1(y)}`).join(' ')} L${w + 10},${h + 20} Z`
    : `M-10,-10 ${wallPoints.map(([x, y]) => `L${r1(x)},${r1(y)}`).join(' ')} L-10,${h + 20} Z`;
  const rockFill = linear(canvas, [
    [0, haze(canvas, '#5b4f43', 0.3)],
    [1, mix('#3b342c', canvas.water.deep, 0.5)],
  ]);
  const fans: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const y = between(random, 0.15, 0.9) * h;
    const x = wallRight ? w - between(random, 0.3, 0.4) * w : between(random, 0.3, 0.4) * w;
    const size = between(random, 0.22, 0.38) * h;
    const far = between(random, 0, 0.35);
    const red = haze(canvas, '#c8322c', far);
    const yellow = haze(canvas, '#f4c95d', far);
    const branches: string[] = [];
    const grow = (x1: number, y1: number, angle: number, length: number, depth: number) => {
      const x2 = x1 + Math.cos(angle) * length;
      const y2 = y1 + Math.sin(angle) * length;
      branches.push(
        `<path d="M${r1(x1)},${r1(y1)} L${r1(x2)},${r1(y2)}" stroke="${depth > 4 ? yellow : red}" stroke-width="${r1(Math.max(1.2, (7 - depth) * 1.5 * (w / 1280)))}" stroke-linecap="round"/>`,
      );
      if (depth >= 6) return;
      grow(x2, y2, angle - between(random, 0.18, 0.45), length * 0.74, depth + 1);
      grow(x2, y2, angle + between(random, 0.18, 0.45), length * 0.74, depth + 1);
    };
    const outward = wallRight ? Math.PI : 0;
    grow(x, y, outward + between(random, -0.4, 0.4) - 0.3, size * 0.25, 0);
    fans.push(branches.join(''));
  }
  const anthias: string[] = [];
  for (let index = 0; index < 34; index += 1)
    anthias.push(
      fish(canvas, {
        x: between(random, 0.35, 0.9) * w * (wallRight ? 0.75 : 1),
        y: between(random, 0.15, 0.75) * h,
        length: between(random, 0.016, 0.03) * w,
        depth: 0.55,
        facingRight: random() < 0.5,
        fill: haze(canvas, '#f37f6a', between(random, 0, 0.4)),
        angle: between(random, -15, 15),
      }),
    );
  return [`<path d="${wall}" fill="${rockFill}"/>`, fans.join(''), anthias.join('')].join('');
}

/** A common octopus on its rock, arms curling. */
function octopus(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas;
  const cx = between(random, 0.4, 0.6) * w;
  const cy = between(random, 0.5, 0.56) * h;
  const size = 0.14 * w;
  const skin = haze(canvas, '#a4553a', 0.1);
  const light = haze(canvas, '#d89070', 0.1);
  const arms: string[] = [];
  for (let index = 0; index < 8; index += 1) {
    const angle = Math.PI * (0.05 + (0.9 * index) / 7) + between(random, -0.1, 0.1);
    const reach = size * between(random, 1.8, 2.6);
    const start: Point = [cx + Math.cos(angle) * size * 0.3, cy + size * 0.35];
    const end: Point = [cx + Math.cos(angle) * reach, cy + size * 0.4 + Math.sin(angle) * reach * 0.35];
    const curl = between(random, -1, 1) * size;
    const points = bezier(
      start,
      [start[0] + Math.cos(angle) * size * 0.8, start[1] + size * 0.5],
      [end[0] - curl, end[1] - size * 0.6],
      end,
      24,
    );
    // The tip curls back on itself.
    const last = points[points.length - 1] as Point;
    for (let step = 1; step <= 8; step += 1) {
      const a = (step / 8) * Math.PI * 1.4;
      points.push([
        last[0] + Math.sin(a) * size * 0.12 * Math.sign(curl || 1),
        last[1] - (1 - Math.cos(a)) * size * 0.12,
      ]);
    }
    arms.push(
      `<path d="${tapered(points, (t) => size * (0.24 - 0.22 * t))}" fill="${index % 2 ? skin : mix(skin, light, 0.3)}"/>`,
    );
  }
  const mantle = `M${r1(cx - size * 0.45)},${r1(cy + size * 0.3)} C${r1(cx - size * 0.7)},${r1(cy - size * 0.5)} ${r1(cx - size * 0.2)},${r1(cy - size * 1.3)} ${r1(cx + size * 0.35)},${r1(cy - size * 1.05)} C${r1(cx + size * 0.8)},${r1(cy - size * 0.8)} ${r1(cx + size * 0.6)},${r1(cy + size * 0.1)} ${r1(cx + size * 0.45)},${r1(cy + size * 0.35)} Z`;
  const clip = canvas.id('c');
  canvas.defs.push(`<clipPath id="${clip}"><path d="${mantle}"/></clipPath>`);
  const spots: string[] = [];
  for (let index = 0; index < 40; index += 1)
    spots.push(
      `<circle cx="${r1(cx + between(random, -0.6, 0.7) * size)}" cy="${r1(cy + between(random, -1.2, 0.4) * size)}" r="${r1(between(random, 0.02, 0.06) * size)}" fill="${light}" fill-opacity="0.6"/>`,
    );
  const eye = (ex: number) =>
    `<ellipse cx="${r1(ex)}" cy="${r1(cy + size * 0.05)}" rx="${r1(size * 0.11)}" ry="${r1(size * 0.09)}" fill="#e9d9a6"/><rect x="${r1(ex - size * 0.07)}" y="${r1(cy + size * 0.035)}" width="${r1(size * 0.14)}" height="${r1(size * 0.03)}" rx="${r1(size * 0.015)}" fill="#111111"/>`;
  return [
    rockyBottom(canvas, between(random, 0.6, 0.66), { boulders: 5, tint: '#6a604d' }),
    arms.join(''),
    `<path d="${mantle}" fill="${skin}"/><g clip-path="url(#${clip})">${spots.join('')}</g>`,
    eye(cx - size * 0.2),
    eye(cx + size * 0.25),
  ].join('');
}

/** The Posidonia meadow, swaying, with a school of salema (saupes) and their golden stripes. */
function seagrass(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas;
  const blades: string[] = [];
  const greens = ['#4c7a34', '#5f8d3a', '#3b6530', '#6e9642', '#2f5a2c'];
  const count = 120;
  const sway = between(random, -0.08, 0.08);
  for (let index = 0; index < count; index += 1) {
    const x = random() * w * 1.1 - 0.05 * w;
    const top = between(random, 0.5, 0.78) * h;
    const bend = (sway + between(random, -0.05, 0.05)) * w;
    const far = 0.5 - 0.5 * ((top - 0.5 * h) / (0.28 * h));
    blades.push(
      `<path d="${tapered(bezier([x, h + 5], [x, h * 0.85], [x + bend * 0.5, top + 0.1 * h], [x + bend, top], 12), (t) => (0.012 - 0.008 * t) * w)}" fill="${haze(canvas, pick(random, greens), far * 0.6)}"/>`,
    );
  }
  const facingRight = random() < 0.5;
  const school: string[] = [];
  const salema = 40 + Math.floor(random() * 20);
  for (let index = 0; index < salema; index += 1) {
    const far = between(random, 0, 0.6);
    school.push(
      fish(canvas, {
        x: between(random, 0.1, 0.9) * w,
        y: between(random, 0.18, 0.5) * h,
        length: (0.07 - 0.035 * far) * w,
        depth: 0.42,
        facingRight,
        fill: haze(canvas, '#aab7b8', far),
        stripes: haze(canvas, '#f1c232', far),
        eye: far < 0.2,
        angle: between(random, -6, 6),
      }),
    );
  }
  return [sandyBottom(canvas, 0.62), school.join(''), blades.join('')].join('');
}

/** A Mediterranean moray looking out of its hole, mouth open. */
function moray(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas;
  const rockFill = linear(canvas, [
    [0, haze(canvas, '#625545', 0.25)],
    [1, mix('#3a3128', canvas.water.deep, 0.4)],
  ]);
  const holeX = between(random, 0.55, 0.7) * w;
  const holeY = 0.7 * h;
  const rock = `M-20,${r1(0.55 * h)} C${r1(0.2 * w)},${r1(0.4 * h)} ${r1(0.5 * w)},${r1(0.38 * h)} ${r1(0.8 * w)},${r1(0.45 * h)} C${r1(0.95 * w)},${r1(0.5 * h)} ${r1(w)},${r1(0.55 * h)} ${w + 20},${r1(0.52 * h)} L${w + 20},${h + 20} L-20,${h + 20} Z`;
  const hole = `<ellipse cx="${r1(holeX)}" cy="${r1(holeY)}" rx="${r1(0.1 * w)}" ry="${r1(0.07 * h)}" fill="#07090b" fill-opacity="0.85"/>`;
  const head: Point = [holeX - 0.2 * w, 0.42 * h];
  const points = bezier(
    [holeX, holeY],
    [holeX - 0.02 * w, 0.52 * h],
    [head[0] + 0.15 * w, 0.36 * h],
    head,
    30,
  );
  const body = tapered(points, (t) => (0.085 - 0.02 * t) * w);
  const clip = canvas.id('c');
  canvas.defs.push(`<clipPath id="${clip}"><path d="${body}"/></clipPath>`);
  const spots: string[] = [];
  for (let index = 0; index < 90; index += 1) {
    const point = points[Math.floor(random() * points.length)] as Point;
    spots.push(
      `<circle cx="${r1(point[0] + between(random, -0.04, 0.04) * w)}" cy="${r1(point[1] + between(random, -0.04, 0.04) * w)}" r="${r1(between(random, 0.003, 0.009) * w)}" fill="#e6c65a" fill-opacity="0.8"/>`,
    );
  }
  // The head, along the body's last stretch: a rounded snout, the jaw open, the eye behind it.
  const [hx, hy] = head;
  const before = points[points.length - 4] as Point;
  const angle = (Math.atan2(hy - before[1], hx - before[0]) * 180) / Math.PI;
  const u = w / 1280;
  const skin = haze(canvas, '#3b2a1c', 0.1);
  const mouth = `<g transform="translate(${r1(hx)},${r1(hy)}) rotate(${r1(angle)})">
<path d="M${r1(-30 * u)},${r1(-34 * u)} C${r1(30 * u)},${r1(-40 * u)} ${r1(70 * u)},${r1(-18 * u)} ${r1(74 * u)},${r1(-2 * u)} L${r1(18 * u)},${r1(4 * u)} L${r1(70 * u)},${r1(14 * u)} C${r1(60 * u)},${r1(30 * u)} ${r1(20 * u)},${r1(38 * u)} ${r1(-30 * u)},${r1(34 * u)} Z" fill="${skin}"/>
<path d="M${r1(74 * u)},${r1(-2 * u)} L${r1(18 * u)},${r1(4 * u)} L${r1(70 * u)},${r1(14 * u)} Z" fill="#4a1414"/>
<circle cx="${r1(40 * u)}" cy="${r1(-18 * u)}" r="${r1(9 * u)}" fill="#d8d2b0"/><circle cx="${r1(42 * u)}" cy="${r1(-18 * u)}" r="${r1(5 * u)}" fill="#0b0b0b"/>
${[0, 1, 2, 3, 4, 5].map((index) => `<circle cx="${r1((-20 + index * 12) * u)}" cy="${r1((index % 2 ? 18 : -22) * u)}" r="${r1(4 * u)}" fill="#e6c65a" fill-opacity="0.8"/>`).join('')}
</g>`;
  const eye = '';
  const crust: string[] = [];
  for (let index = 0; index < 70; index += 1)
    crust.push(
      `<circle cx="${r1(random() * w)}" cy="${r1(between(random, 0.5, 0.8) * h)}" r="${r1(between(random, 2, 7) * (w / 1280))}" fill="${haze(canvas, pick(random, ['#d9603b', '#e8b04a', '#b24a7a', '#7fa04a', '#c94f4f']), 0.3)}" fill-opacity="0.75"/>`,
    );
  return [
    distantFish(canvas, 12, [0.1, 0.3]),
    `<path d="${rock}" fill="${rockFill}"/>`,
    crust.join(''),
    rockyBottom(canvas, 0.8, { boulders: 3 }),
    hole,
    `<path d="${body}" fill="${skin}"/><g clip-path="url(#${clip})">${spots.join('')}</g>`,
    mouth,
    eye,
  ].join('');
}

const DRAW: Record<Subject, (canvas: Canvas) => string> = {
  grouper,
  barracudas,
  diver,
  wreck,
  starfish,
  gorgonians,
  octopus,
  seagrass,
  moray,
};

/** The picture as SVG text. */
export function underwaterSvg(options: SceneOptions): string {
  const random = seededRandom(options.seed * 7919 + SUBJECTS.indexOf(options.subject) * 104_729);
  let next = 0;
  const canvas: Canvas = {
    width: options.width,
    height: options.height,
    water: pick(random, WATERS),
    random,
    id: (name) => `${name}${next++}`,
    defs: [],
  };
  const water = waterAndLight(canvas);
  // Half of the pictures are drawn the other way round: two pictures of one subject differ more.
  const mirrored = random() < 0.5;
  let subject = DRAW[options.subject](canvas);
  if (mirrored) subject = `<g transform="translate(${options.width},0) scale(-1,1)">${subject}</g>`;
  if (options.closeUp) {
    const [fx, fy] = FOCUS[options.subject];
    subject = `<g transform="translate(${options.width / 2},${options.height / 2}) scale(${CLOSE_UP_ZOOM}) translate(${r1(-fx * options.width)},${r1(-fy * options.height)})">${subject}</g>`;
  }
  const snow = particles(canvas, Math.round((options.width * options.height) / 9000));
  const corners = vignette(canvas);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${options.width} ${options.height}"><defs>${canvas.defs.join('')}</defs>${water}${subject}${snow}${corners}</svg>`;
}

/** The picture as a JPEG, as a camera would hand it over (then uploaded like any other). */
export function renderUnderwaterJpeg(options: SceneOptions): Promise<Buffer> {
  return sharp(Buffer.from(underwaterSvg(options)))
    .jpeg({ quality: 88 })
    .toBuffer();
}
