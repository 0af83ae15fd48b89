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
  tapered,
} from './underwater-drawing.ts';
import { rockyBottom } from './underwater-scene.ts';

/** The fish of the underwater pictures: small fish in the blue, the grouper, the barracudas, the moray. */

/** A fish outline pointing left, head at (0,0), tail at (1,0); `forked` or rounded tail. */
export const FISH_BODY =
  'M0,0 C0.08,-0.2 0.42,-0.3 0.78,-0.07 L1,-0.27 L0.93,0 L1,0.27 L0.78,0.07 C0.42,0.3 0.08,0.2 0,0 Z';

export interface FishOptions {
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

export function fish(canvas: Canvas, options: FishOptions): string {
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
export function distantFish(canvas: Canvas, count: number, band: [number, number]): string {
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
export function grouperShape(
  canvas: Canvas,
  x: number,
  y: number,
  length: number,
  facingRight: boolean,
): string {
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

export function grouper(canvas: Canvas): string {
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
export function barracuda(
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

export function barracudas(canvas: Canvas): string {
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

/** A Mediterranean moray looking out of its hole, mouth open. */
export function moray(canvas: Canvas): string {
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
