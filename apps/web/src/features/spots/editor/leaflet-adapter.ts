import type { Overlay } from '@club/shared/domain/kml/types';
import L from 'leaflet';
import { overlayToLeaflet } from '../../../lib/map/kml-overlays.ts';
import { overlayFromLayer } from '../components/editor-shapes.ts';
import { type Measure, measureOf } from './measure.ts';
import { measureTooltip } from './measure-lines.ts';
import { type EditorModel, type EditorShape, scaledBounds } from './model.ts';

interface Shown {
  overlay: Overlay;
  scale: number;
  layer: L.Layer | null;
}

type Editable = L.Layer & { pm: { enable(options: object): void; disable(): void } };
const editable = (layer: L.Layer | null): layer is Editable =>
  layer !== null && 'pm' in layer && !(layer instanceof L.ImageOverlay);

/**
 * Shows the model's shapes as Leaflet layers and turns Geoman's drags and vertex moves into model
 * changes. A layer is rebuilt when its shape changed in the model (undo, restyle), except for the
 * change it reported itself, which it already shows.
 */
export class LeafletShapes {
  private shown = new Map<number, Shown>();
  private editing: Editable | null = null;
  private reporting: number | null = null;
  private drawing = false;
  /** The measure of the shape being reshaped, beside it while a vertex or the radius moves. */
  private hint: L.Tooltip | null = null;
  private readonly stop: () => void;
  private readonly map: L.Map;
  private readonly model: EditorModel;
  private readonly onShapeClick: (id: number) => void;
  private readonly measureLines: (measure: Measure) => string[];

  constructor(
    map: L.Map,
    model: EditorModel,
    onShapeClick: (id: number) => void,
    measureLines: (measure: Measure) => string[],
  ) {
    this.map = map;
    this.model = model;
    this.onShapeClick = onShapeClick;
    this.measureLines = measureLines;
    this.stop = model.subscribe(() => this.sync());
    this.sync();
  }

  /** While a drawing mode is on, pictures let clicks through, so a site plan can be drawn on. */
  setDrawing(drawing: boolean): void {
    this.drawing = drawing;
    for (const { layer } of this.shown.values()) this.applyDrawing(layer);
  }

  destroy(): void {
    this.stop();
    this.hideMeasure();
    for (const { layer } of this.shown.values()) layer?.remove();
    this.shown.clear();
  }

  private sync(): void {
    const { shapes, selectedId } = this.model.getState();
    const present = new Set<number>();
    for (const shape of shapes) {
      present.add(shape.id);
      const shown = this.shown.get(shape.id);
      if (shown && shown.overlay === shape.overlay && shown.scale === shape.scale) continue;
      if (shown && this.reporting === shape.id) {
        Object.assign(shown, { overlay: shape.overlay, scale: shape.scale });
        continue;
      }
      if (shown?.layer === this.editing) this.editing = null;
      shown?.layer?.remove();
      this.shown.set(shape.id, { overlay: shape.overlay, scale: shape.scale, layer: this.show(shape) });
    }
    for (const [id, shown] of this.shown) {
      if (present.has(id)) continue;
      if (shown.layer === this.editing) this.editing = null;
      shown.layer?.remove();
      this.shown.delete(id);
    }
    const selected = selectedId === null ? null : (this.shown.get(selectedId)?.layer ?? null);
    const next = editable(selected) ? selected : null;
    if (next !== this.editing) {
      this.editing?.pm.disable();
      next?.pm.enable({ allowSelfIntersection: true, draggable: true });
      this.editing = next;
    }
  }

  private show(shape: EditorShape): L.Layer | null {
    const { overlay } = shape;
    const layer = overlayToLeaflet(
      overlay.type === 'image' ? { ...overlay, bounds: scaledBounds(overlay.bounds, shape.scale) } : overlay,
    );
    if (!layer) return null;
    layer.unbindPopup();
    layer.addTo(this.map);
    layer.on('click', (event: L.LeafletEvent) => {
      L.DomEvent.stopPropagation(event as L.LeafletMouseEvent);
      this.onShapeClick(shape.id);
    });
    layer.on('pm:edit pm:dragend', () => {
      this.hideMeasure();
      this.report(shape.id, layer);
    });
    layer.on('pm:change', () => this.showMeasure(shape.id, layer));
    layer.on('pm:markerdragend pm:dragend', () => this.hideMeasure());
    this.applyDrawing(layer);
    return layer;
  }

  private report(id: number, layer: L.Layer): void {
    const current = this.model.shape(id);
    if (!current) return;
    const overlay = overlayFromLayer(current.overlay, layer);
    // Geoman tells a drag twice (dragend, then edit): the second changes nothing.
    if (JSON.stringify(overlay) === JSON.stringify(current.overlay)) return;
    this.reporting = id;
    try {
      this.model.update(id, (shape) => ({ ...shape, overlay }));
    } finally {
      this.reporting = null;
    }
  }

  private showMeasure(id: number, layer: L.Layer): void {
    const current = this.model.shape(id);
    const measure = current && measureOf(overlayFromLayer(current.overlay, layer));
    if (!measure || !(layer instanceof L.Path) || !('getBounds' in layer)) return;
    const content = measureTooltip(this.measureLines(measure), 'edit-measure');
    const at = (layer as L.Polyline).getBounds().getCenter();
    if (!this.hint) {
      this.hint = L.tooltip({ permanent: true, direction: 'center' }).setLatLng(at).setContent(content);
      this.hint.addTo(this.map);
    } else this.hint.setLatLng(at).setContent(content);
  }

  private hideMeasure(): void {
    this.hint?.remove();
    this.hint = null;
  }

  private applyDrawing(layer: L.Layer | null): void {
    if (!(layer instanceof L.ImageOverlay)) return;
    layer.options.interactive = !this.drawing;
    const element = layer.getElement();
    if (element) element.style.pointerEvents = this.drawing ? 'none' : '';
  }
}
