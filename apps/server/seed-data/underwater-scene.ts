import {
  between,
  type Canvas,
  haze,
  linear,
  mix,
  type Point,
  pick,
  polyline,
  r1,
  radial,
} from './underwater-drawing.ts';

/** The setting of every underwater picture: the water and its light, drifting particles, the lens's corners, the bottom. */

/** The water, the glow of the surface and the rays of light coming down through it. */
export function waterAndLight(canvas: Canvas): string {
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
export function particles(canvas: Canvas, count: number): string {
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
export function vignette(canvas: Canvas): string {
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
export function rockyBottom(
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
export function sandyBottom(canvas: Canvas, top: number): string {
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
