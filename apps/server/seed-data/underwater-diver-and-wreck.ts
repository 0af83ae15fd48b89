import {
  between,
  bezier,
  type Canvas,
  haze,
  linear,
  type Point,
  pick,
  r1,
  tapered,
} from './underwater-drawing.ts';
import { distantFish, fish, grouperShape } from './underwater-fish.ts';
import { rockyBottom, sandyBottom } from './underwater-scene.ts';
import { gorgonianFans } from './underwater-seabed.ts';

/** The diver and the wreck of the underwater pictures. */

/**
 * A diver swimming face down (head left, fins right), in unit coordinates scaled to `size` pixels:
 * tank on the back, a torch in the hand and a trail of bubbles.
 */
export function diverShape(
  canvas: Canvas,
  x: number,
  y: number,
  size: number,
  far: number,
  torch: boolean,
): string {
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

export function diver(canvas: Canvas): string {
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
export function wreck(canvas: Canvas): string {
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
