import L from 'leaflet';

/** The marker icons' size and tip, as `markerIcon` of lib/map/kml-shapes.ts places them. */
const WIDTH = 30;
const HEIGHT = 37;
const TIP_X = 15;
const TIP_Y = 36;

/** What Leaflet's canvas renderer and circle markers keep to themselves, used to draw a picture instead. */
interface CanvasInternals {
  _ctx: CanvasRenderingContext2D;
  _drawing: boolean;
  _redraw(): void;
}
interface MarkerInternals {
  _point: L.Point;
  _pxBounds: L.Bounds;
  _renderer: CanvasInternals;
  _empty(): boolean;
}

/** Each icon once, drawn from its SVG onto a bitmap at the screen's pixel ratio (null until it loaded). */
const bitmaps = new Map<string, HTMLCanvasElement | null>();
/** Canvases that drew before an icon arrived, redrawn once it has. */
const waiting = new Map<string, Set<CanvasInternals>>();

function iconBitmap(url: string): HTMLCanvasElement | null {
  if (bitmaps.has(url)) return bitmaps.get(url) ?? null;
  bitmaps.set(url, null);
  const image = new Image();
  image.addEventListener('load', () => {
    const ratio = window.devicePixelRatio || 1;
    const bitmap = document.createElement('canvas');
    bitmap.width = Math.ceil(WIDTH * ratio);
    bitmap.height = Math.ceil(HEIGHT * ratio);
    bitmap.getContext('2d')?.drawImage(image, 0, 0, bitmap.width, bitmap.height);
    bitmaps.set(url, bitmap);
    for (const renderer of waiting.get(url) ?? []) renderer._redraw();
    waiting.delete(url);
  });
  image.src = url;
  return null;
}

/**
 * A marker drawn as its icon on a canvas shared with the other shapes, rather than as one DOM
 * element each: thousands of them open and pan at canvas speed. It answers clicks on its icon's box.
 * Built on Leaflet's circle marker, whose drawing and hit test (private to Leaflet 1.9) it replaces.
 */
export class CanvasIcon extends L.CircleMarker {
  private readonly url: string;

  constructor(latlng: L.LatLngExpression, url: string, options: L.CircleMarkerOptions) {
    super(latlng, { ...options, radius: HEIGHT });
    this.url = url;
  }

  private get internals(): MarkerInternals {
    return this as unknown as MarkerInternals;
  }

  _updateBounds(): void {
    const { _point: point } = this.internals;
    this.internals._pxBounds = L.bounds(
      [point.x - TIP_X, point.y - TIP_Y],
      [point.x - TIP_X + WIDTH, point.y - TIP_Y + HEIGHT],
    );
  }

  _updatePath(): void {
    const { _renderer: renderer, _point: point } = this.internals;
    if (!renderer._drawing || this.internals._empty()) return;
    const bitmap = iconBitmap(this.url);
    if (bitmap) {
      renderer._ctx.drawImage(
        bitmap,
        Math.round(point.x - TIP_X),
        Math.round(point.y - TIP_Y),
        WIDTH,
        HEIGHT,
      );
      return;
    }
    const renderers = waiting.get(this.url) ?? new Set();
    renderers.add(renderer);
    waiting.set(this.url, renderers);
  }

  _containsPoint(point: L.Point): boolean {
    return this.internals._pxBounds.contains(point);
  }
}
