import sharp from 'sharp';
import { diver, wreck } from './underwater-diver-and-wreck.ts';
import { type Canvas, pick, r1, seededRandom, WATERS } from './underwater-drawing.ts';
import { barracudas, grouper, moray } from './underwater-fish.ts';
import { particles, vignette, waterAndLight } from './underwater-scene.ts';
import { gorgonians, octopus, seagrass, starfish } from './underwater-seabed.ts';

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
