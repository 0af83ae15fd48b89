import type { LatLng, Shape, ShapeStyle } from '@club/shared/domain/kml/types';
import L from 'leaflet';
import { insideRings, segmentDistance2 } from './batch-geometry.ts';
import { dotColour } from './marker-pin.ts';
import { hasPopup } from './shape-popup.ts';

/**
 * The plain shapes of a large layer (untyped points, lines, areas, rectangles) drawn as ONE Leaflet
 * layer on a canvas renderer: projected once, drawn in one path per style, hit-tested by hand. With
 * 30,000 features, one Leaflet object each cost seconds to create and add, and every zoom re-projected
 * them all (bench/README.md, kml-map). Leaflet's canvas renderer still places, clears and animates the
 * canvas; this layer only answers its calls (`_project`, `_update`, `_updatePath`, `_containsPoint`).
 */

type Kind = 'dot' | 'line' | 'area';
export type BatchShape = Extract<Shape, { type: 'marker' | 'polyline' | 'multi' | 'polygon' | 'rectangle' }>;

interface Feature {
  shape: BatchShape;
  kind: Kind;
  /** Each part's points as x, y pairs in pixels at zoom 0 (scaled by 2^zoom to draw). */
  parts: Float64Array[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  clickable: boolean;
  /** How far from its points, in pixels, the shape is found by a click: half its line, the dot, a margin. */
  reach: number;
}

interface Batch {
  kind: Kind;
  style: L.PathOptions & { dash: number[] };
  features: Feature[];
}

/** What the canvas renderer keeps that this layer draws with (Leaflet's own, untyped). */
interface CanvasInternals {
  _ctx: CanvasRenderingContext2D;
  _drawing: boolean;
  _bounds: L.Bounds;
  _initPath(layer: L.Layer): void;
  _addPath(layer: L.Layer): void;
  _removePath(layer: L.Layer): void;
  _requestRedraw(layer: L.Layer): void;
}

const DOT_RADIUS = 5;
/** How far from a shape, in pixels, a click still finds it; a finger is less precise than a mouse. */
const TOLERANCE = L.Browser.touch ? 10 : 4;

export const isBatchable = (shape: Shape, renderer: L.Renderer | undefined): shape is BatchShape =>
  renderer instanceof L.Canvas &&
  ((shape.type === 'marker' && !shape.markerType) ||
    shape.type === 'polyline' ||
    shape.type === 'multi' ||
    shape.type === 'polygon' ||
    shape.type === 'rectangle');

function pathsOf(shape: BatchShape): LatLng[][] {
  switch (shape.type) {
    case 'marker':
      return [[shape.position]];
    case 'polyline':
      return [shape.path];
    case 'multi':
      return shape.paths;
    case 'polygon':
      return shape.rings;
    case 'rectangle': {
      const { north, south, east, west } = shape.bounds;
      return [
        [
          { lat: north, lng: west },
          { lat: north, lng: east },
          { lat: south, lng: east },
          { lat: south, lng: west },
        ],
      ];
    }
  }
}

const kindOf = (shape: BatchShape): Kind =>
  shape.type === 'marker' ? 'dot' : shape.type === 'polygon' || shape.type === 'rectangle' ? 'area' : 'line';

const dashOf = (dashArray: string | undefined) =>
  (dashArray ?? '')
    .split(/[, ]+/)
    .map(Number)
    .filter((value) => Number.isFinite(value) && value >= 0);

function batchStyle(shape: BatchShape): Batch['style'] {
  if (shape.type === 'marker')
    return {
      color: '#ffffff',
      weight: 1.5,
      opacity: 1,
      fillColor: dotColour(shape.markerColor),
      fillOpacity: 1,
      dash: [],
    };
  const style: ShapeStyle = shape.style;
  const filled = shape.type === 'polygon' || shape.type === 'rectangle';
  return {
    color: style.strokeColor,
    opacity: style.strokeOpacity,
    weight: style.strokeWeight,
    fillColor: style.fillColor,
    fillOpacity: filled ? style.fillOpacity : 0,
    dash: dashOf(style.dashArray),
  };
}

/** A dot's picture, in CSS pixels: the dot, its white outline and a pixel of margin. */
const SPRITE_SIZE = DOT_RADIUS * 2 + 4;
const sprites = new Map<string, HTMLCanvasElement>();

/** The dot of a colour, drawn once at the screen's pixel density. */
function dotSprite(colour: string): HTMLCanvasElement {
  let sprite = sprites.get(colour);
  if (sprite) return sprite;
  const density = Math.max(1, Math.ceil(window.devicePixelRatio || 1));
  sprite = document.createElement('canvas');
  sprite.width = SPRITE_SIZE * density;
  sprite.height = SPRITE_SIZE * density;
  const ctx = sprite.getContext('2d');
  if (ctx) {
    ctx.scale(density, density);
    ctx.beginPath();
    ctx.arc(SPRITE_SIZE / 2, SPRITE_SIZE / 2, DOT_RADIUS, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }
  sprites.set(colour, sprite);
  return sprite;
}

export class FeatureBatch extends L.Path {
  private readonly batches: Batch[];
  private readonly features: Feature[];
  private readonly latLngBounds: L.LatLngBounds;
  /** Zoom-0 pixels to layer pixels: x * scale - origin.x. */
  private scale = 1;
  private origin = L.point(0, 0);
  private hit: Feature | null = null;
  private readonly popup: (shape: BatchShape) => HTMLElement;
  private readonly popupOptions: L.PopupOptions;
  declare _pxBounds: L.Bounds;

  constructor(
    shapes: readonly BatchShape[],
    renderer: L.Canvas,
    popup: (shape: BatchShape) => HTMLElement,
    popupOptions: L.PopupOptions,
  ) {
    super();
    this.popup = popup;
    this.popupOptions = popupOptions;
    L.setOptions(this, { renderer, interactive: true, weight: 6 });
    const crs = L.CRS.EPSG3857;
    const byStyle = new Map<string, Batch>();
    this.features = [];
    let south = 90;
    let west = 180;
    let north = -90;
    let east = -180;
    for (const shape of shapes) {
      let minX = Number.POSITIVE_INFINITY;
      let minY = Number.POSITIVE_INFINITY;
      let maxX = Number.NEGATIVE_INFINITY;
      let maxY = Number.NEGATIVE_INFINITY;
      const parts = pathsOf(shape).map((path) => {
        const points = new Float64Array(path.length * 2);
        path.forEach((latLng, index) => {
          const point = crs.latLngToPoint(L.latLng(latLng.lat, latLng.lng), 0);
          points[index * 2] = point.x;
          points[index * 2 + 1] = point.y;
          minX = Math.min(minX, point.x);
          maxX = Math.max(maxX, point.x);
          minY = Math.min(minY, point.y);
          maxY = Math.max(maxY, point.y);
          south = Math.min(south, latLng.lat);
          north = Math.max(north, latLng.lat);
          west = Math.min(west, latLng.lng);
          east = Math.max(east, latLng.lng);
        });
        return points;
      });
      if (!Number.isFinite(minX)) continue;
      const kind = kindOf(shape);
      const style = batchStyle(shape);
      const reach = TOLERANCE + (kind === 'dot' ? DOT_RADIUS : kind === 'line' ? (style.weight ?? 0) / 2 : 0);
      const feature: Feature = {
        shape,
        kind,
        parts,
        minX,
        minY,
        maxX,
        maxY,
        clickable: hasPopup(shape),
        reach,
      };
      this.features.push(feature);
      const key = `${kind}|${JSON.stringify(style)}`;
      let batch = byStyle.get(key);
      if (!batch) {
        batch = { kind, style, features: [] };
        byStyle.set(key, batch);
      }
      batch.features.push(feature);
    }
    // Areas under lines under points, as a reader expects them.
    const order: Kind[] = ['area', 'line', 'dot'];
    this.batches = [...byStyle.values()].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
    this.latLngBounds = L.latLngBounds([south, west], [north, east]);
    this.on('click', (event: L.LeafletMouseEvent) => this.showPopup(event));
  }

  get size(): number {
    return this.features.length;
  }

  getBounds(): L.LatLngBounds {
    return this.latLngBounds;
  }

  private get canvas(): CanvasInternals {
    return (this as unknown as { _renderer: CanvasInternals })._renderer;
  }

  private showPopup(event: L.LeafletMouseEvent) {
    const feature = this.hit ?? this.featureAt(event.layerPoint);
    if (!feature) return;
    const shape = feature.shape;
    const at = shape.type === 'marker' ? L.latLng(shape.position.lat, shape.position.lng) : event.latlng;
    L.popup({ ...this.popupOptions, offset: shape.type === 'marker' ? [0, -DOT_RADIUS] : [0, 0] })
      .setLatLng(at)
      .setContent(this.popup(shape))
      .openOn(this._map);
  }

  // Leaflet's Path calls below (Canvas renderer).
  _project() {
    this.scale = this._map.getZoomScale(this._map.getZoom(), 0);
    this.origin = this._map.getPixelOrigin();
    const bounds = this.latLngBounds;
    const min = this._map.latLngToLayerPoint(bounds.getNorthWest());
    const max = this._map.latLngToLayerPoint(bounds.getSouthEast());
    const margin = DOT_RADIUS + 2;
    this._pxBounds = L.bounds(min.subtract([margin, margin]), max.add([margin, margin]));
  }

  _update() {}

  _empty() {
    return this.features.length === 0;
  }

  _updatePath() {
    const canvas = this.canvas;
    if (!canvas._drawing) return;
    const ctx = canvas._ctx;
    const view = canvas._bounds;
    const { scale } = this;
    const ox = this.origin.x;
    const oy = this.origin.y;
    const margin = DOT_RADIUS + 10;
    const left = (view.min?.x ?? 0) - margin;
    const top = (view.min?.y ?? 0) - margin;
    const right = (view.max?.x ?? 0) + margin;
    const bottom = (view.max?.y ?? 0) + margin;
    for (const batch of this.batches) {
      // Thousands of dots are stamped from one picture: one path of thousands of circles is slow to fill.
      const sprite = batch.kind === 'dot' ? dotSprite(batch.style.fillColor ?? '#ff6b00') : null;
      ctx.globalAlpha = 1;
      ctx.beginPath();
      let any = false;
      for (const feature of batch.features) {
        if (
          feature.maxX * scale - ox < left ||
          feature.minX * scale - ox > right ||
          feature.maxY * scale - oy < top ||
          feature.minY * scale - oy > bottom
        )
          continue;
        any = true;
        for (const part of feature.parts) {
          if (sprite) {
            const x = (part[0] as number) * scale - ox;
            const y = (part[1] as number) * scale - oy;
            ctx.drawImage(sprite, x - SPRITE_SIZE / 2, y - SPRITE_SIZE / 2, SPRITE_SIZE, SPRITE_SIZE);
            continue;
          }
          for (let index = 0; index < part.length; index += 2) {
            const x = (part[index] as number) * scale - ox;
            const y = (part[index + 1] as number) * scale - oy;
            if (index === 0) ctx.moveTo(x, y);
            else ctx.lineTo(x, y);
          }
          if (batch.kind === 'area') ctx.closePath();
        }
      }
      if (!any || sprite) continue;
      const style = batch.style;
      if (batch.kind !== 'line' && (style.fillOpacity ?? 0) > 0) {
        ctx.globalAlpha = style.fillOpacity ?? 1;
        ctx.fillStyle = style.fillColor ?? '#ff6b00';
        ctx.fill('evenodd');
      }
      if ((style.weight ?? 0) > 0) {
        ctx.setLineDash(style.dash);
        ctx.globalAlpha = style.opacity ?? 1;
        ctx.lineWidth = style.weight ?? 1;
        ctx.strokeStyle = style.color ?? '#ff6b00';
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        ctx.stroke();
      }
    }
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
  }

  /** Called by the renderer for clicks and the pointer's hover: remembers the shape under it. */
  _containsPoint(point: L.Point): boolean {
    this.hit = this.featureAt(point);
    return this.hit !== null;
  }

  /** The clickable shape under a layer point: points first, then lines, then areas (as drawn). */
  private featureAt(point: L.Point): Feature | null {
    const x = (point.x + this.origin.x) / this.scale;
    const y = (point.y + this.origin.y) / this.scale;
    let line: Feature | null = null;
    let area: Feature | null = null;
    for (let index = this.features.length - 1; index >= 0; index -= 1) {
      const feature = this.features[index] as Feature;
      if (!feature.clickable) continue;
      const reach = feature.reach / this.scale;
      if (
        x < feature.minX - reach ||
        x > feature.maxX + reach ||
        y < feature.minY - reach ||
        y > feature.maxY + reach
      )
        continue;
      if (feature.kind === 'dot') return feature;
      if (feature.kind === 'line' && !line) {
        const reach2 = reach * reach;
        for (const part of feature.parts)
          for (let i = 2; i < part.length; i += 2)
            if (
              segmentDistance2(
                x,
                y,
                part[i - 2] as number,
                part[i - 1] as number,
                part[i] as number,
                part[i + 1] as number,
              ) <= reach2
            )
              line = feature;
      } else if (feature.kind === 'area' && !area && insideRings(feature.parts, x, y)) area = feature;
    }
    return line ?? area;
  }
}
