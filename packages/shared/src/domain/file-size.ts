import { UPLOAD_SIZE_FACTOR } from '../constants.ts';

const UNITS = ['KiB', 'MiB', 'GiB'] as const;

/** Human-readable size: bytes as an integer, then KiB, MiB, GiB with one decimal (factor 1024). */
export function humanFileSize(bytes: number): string {
  if (bytes < UPLOAD_SIZE_FACTOR) return `${bytes} bytes`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KiB';
  for (const candidate of UNITS) {
    value /= UPLOAD_SIZE_FACTOR;
    unit = candidate;
    if (value < UPLOAD_SIZE_FACTOR) break;
  }
  return `${value.toFixed(1)} ${unit}`;
}
