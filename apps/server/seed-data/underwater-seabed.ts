import {
  between,
  bezier,
  type Canvas,
  haze,
  linear,
  mix,
  type Point,
  pick,
  r1,
  radial,
  tapered,
} from './underwater-drawing.ts';
import { fish } from './underwater-fish.ts';
import { rockyBottom, sandyBottom } from './underwater-scene.ts';

/** Life on the seabed of the underwater pictures: the starfish, the gorgonians, the octopus, the seagrass meadow. */

/** The red starfish (Echinaster) on the sand, close up, with its shadow and the light playing on it. */
export function starfish(canvas: Canvas): string {
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
export function gorgonianFans(canvas: Canvas, count: number, band: [number, number]): string {
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

export function gorgonians(canvas: Canvas): string {
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
export function octopus(canvas: Canvas): string {
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
export function seagrass(canvas: Canvas): string {
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
