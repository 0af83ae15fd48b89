/** Plane geometry of FeatureBatch's hit test (feature-batch.ts), on flat x, y pairs. */

/** Distance from (px, py) to the segment (ax, ay)-(bx, by), squared. */
export function segmentDistance2(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  const x = ax + t * dx - px;
  const y = ay + t * dy - py;
  return x * x + y * y;
}

/** Whether (x, y) is inside the rings (even-odd, as the canvas fills them). */
export function insideRings(parts: Float64Array[], x: number, y: number): boolean {
  let inside = false;
  for (const ring of parts) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const yi = ring[i + 1] as number;
      const yj = ring[j + 1] as number;
      const xi = ring[i] as number;
      const xj = ring[j] as number;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
