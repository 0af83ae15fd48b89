/** KML writes colours as `aabbggrr` hex; the map uses `#rrggbb` and an opacity. */

const HEX = /^#?([0-9a-f]{6})$/i;

export function toKmlColor(color: string, opacity: number): string {
  const rgb = HEX.exec(color)?.[1]?.toLowerCase() ?? 'ff6b00';
  const alpha = Math.round(Math.min(1, Math.max(0, opacity)) * 255)
    .toString(16)
    .padStart(2, '0');
  return `${alpha}${rgb.slice(4, 6)}${rgb.slice(2, 4)}${rgb.slice(0, 2)}`;
}

export function fromKmlColor(kml: string): { color: string; opacity: number } | null {
  const value = kml.trim().replace(/^#/, '').toLowerCase();
  if (!/^[0-9a-f]{8}$/.test(value)) return null;
  const alpha = Number.parseInt(value.slice(0, 2), 16) / 255;
  return {
    color: `#${value.slice(6, 8)}${value.slice(4, 6)}${value.slice(2, 4)}`,
    // Two decimals: an opacity the editor set (0.3) comes back as it was, not as its byte (0.302).
    opacity: Math.round(alpha * 100) / 100,
  };
}
