import type { Shape } from '@club/shared/domain/kml/types';
import L from 'leaflet';
import { markerIcon, shapeToLeaflet } from '../../../lib/map/kml-shapes.ts';
import { shapeFromLayer } from '../components/editor-shapes.ts';
import { CanvasIcon } from './canvas-icon.ts';
import { type Measure, measureOf } from './measure.ts';
import { measureTooltip } from './measure-lines.ts';
import { type EditorModel, type EditorShape, scaledBounds } from './model.ts';

interface Shown {
  shape: Shape;
  scale: number;
  layer: L.Layer | null;
  /** Drawn for editing (its own SVG path or DOM marker, Geoman on it) rather than on the shared canvas. */
  selected: boolean;
}

/**
 * While a shape is edited, Geoman snaps its vertices to the other shapes, measuring its distance to
 * every one of them at each move of the mouse: the nearest this many in view are offered.
 */
const SNAP_TARGETS = 200;

type Editable = L.Layer & { pm: { enable(options: object): void; disable(): void } };
const editable = (layer: L.Layer | null): layer is Editable =>
  layer !== null && 'pm' in layer && !(layer instanceof L.ImageOverlay);

/**
 * Shows the model's shapes as Leaflet layers and turns Geoman's drags and vertex moves into model
 * changes. A layer is rebuilt when its shape changed in the model (undo, restyle), except for the
 * change it reported itself, which it already shows. Shapes are drawn on one canvas, markers as
 * their icons, so that layers of thousands open and pan quickly; the selected shape is drawn on its
 * own, as an SVG path or a DOM marker that Geoman edits. A change costs one or two layers, and a
 * pass over the shapes only when their list changed (bench/layer-editor.ts).
 */
export class LeafletShapes {
  private shown = new Map<number, Shown>();
  private lastShapes: readonly EditorShape[] = [];
  private lastSelected: number | null = null;
  private readonly canvas = L.canvas({ padding: 0.5 });
  /** Every shape's layer, so that one listener hears their clicks. */
  private readonly group = L.featureGroup();
  private readonly ids = new Map<L.Layer, number>();
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
    this.group.on('click', this.onClick).addTo(map);
    map.on('moveend', this.offerSnapTargets);
    this.sync();
  }

  /** While a drawing mode is on, pictures let clicks through, so a site plan can be drawn on. */
  setDrawing(drawing: boolean): void {
    this.drawing = drawing;
    for (const { layer } of this.shown.values()) this.applyDrawing(layer);
  }

  destroy(): void {
    this.stop();
    this.map.off('moveend', this.offerSnapTargets);
    this.hideMeasure();
    this.group.off('click', this.onClick).remove();
    this.group.clearLayers();
    this.ids.clear();
    this.shown.clear();
  }

  private sync(): void {
    const { shapes, selectedId } = this.model.getState();
    if (shapes !== this.lastShapes) this.syncAll(shapes, selectedId);
    else if (selectedId !== this.lastSelected) {
      for (const id of [this.lastSelected, selectedId]) {
        const shape = id === null ? null : this.model.shape(id);
        if (shape) this.place(shape, shape.id === selectedId);
      }
    }
    this.lastShapes = shapes;
    this.lastSelected = selectedId;
    const selected = selectedId === null ? null : (this.shown.get(selectedId)?.layer ?? null);
    const next = editable(selected) ? selected : null;
    if (next !== this.editing) {
      this.hideMeasure();
      this.editing?.pm.disable();
      next?.pm.enable({ allowSelfIntersection: true, draggable: true });
      this.editing = next;
      this.offerSnapTargets();
    }
  }

  private syncAll(shapes: readonly EditorShape[], selectedId: number | null): void {
    const present = new Set<number>();
    for (const shape of shapes) {
      present.add(shape.id);
      this.place(shape, shape.id === selectedId);
    }
    for (const [id, shown] of this.shown) {
      if (present.has(id)) continue;
      if (shown.layer === this.editing) this.editing = null;
      this.hide(shown.layer);
      this.shown.delete(id);
    }
  }

  /** The shape's layer, rebuilt if the shape or its selection changed since it was drawn. */
  private place(entry: EditorShape, selected: boolean): void {
    const shown = this.shown.get(entry.id);
    if (shown && shown.selected === selected) {
      if (shown.shape === entry.shape && shown.scale === entry.scale) return;
      if (this.reporting === entry.id) {
        Object.assign(shown, { shape: entry.shape, scale: entry.scale });
        return;
      }
    }
    if (shown?.layer === this.editing) this.editing = null;
    this.hide(shown?.layer ?? null);
    this.shown.set(entry.id, {
      shape: entry.shape,
      scale: entry.scale,
      layer: this.show(entry, selected),
      selected,
    });
  }

  private show(entry: EditorShape, selected: boolean): L.Layer | null {
    const { shape } = entry;
    const layer = selected
      ? shapeToLeaflet(
          shape.type === 'image' ? { ...shape, bounds: scaledBounds(shape.bounds, entry.scale) } : shape,
        )
      : this.onCanvas(entry);
    if (!layer) return null;
    layer.unbindPopup();
    this.ids.set(layer, entry.id);
    this.group.addLayer(layer);
    // Only the selected shape is edited: Geoman's events, which do not reach the group, are its own.
    if (selected) {
      layer.on('pm:edit pm:dragend', () => {
        this.hideMeasure();
        this.report(entry.id, layer);
      });
      layer.on('pm:change', () => this.showMeasure(entry.id, layer));
      layer.on('pm:markerdragend pm:dragend', () => {
        this.hideMeasure();
        this.swallowNextClick();
      });
    }
    this.applyDrawing(layer);
    return layer;
  }

  /**
   * The click the browser sends after a drag of a vertex or shape is no click on the map: when the
   * vertex snapped away from the pointer, press and release have different targets and the click
   * goes to the map, which would deselect the shape (or draw, in a drawing mode).
   */
  private swallowNextClick(): void {
    const container = this.map.getContainer();
    const swallow = (event: MouseEvent) => event.stopPropagation();
    container.addEventListener('click', swallow, { capture: true, once: true });
    setTimeout(() => container.removeEventListener('click', swallow, { capture: true }), 0);
  }

  /** A click on any shape, told by the group they all belong to. */
  private onClick = (event: L.LeafletEvent): void => {
    const id = this.ids.get((event as L.LeafletEvent & { propagatedFrom: L.Layer }).propagatedFrom);
    if (id === undefined) return;
    L.DomEvent.stopPropagation(event as L.LeafletMouseEvent);
    this.onShapeClick(id);
  };

  private hide(layer: L.Layer | null): void {
    if (!layer) return;
    this.group.removeLayer(layer);
    this.ids.delete(layer);
  }

  /** A shape that is not being edited, on the shared canvas (pictures stay images of their own). */
  private onCanvas({ shape, scale }: EditorShape): L.Layer | null {
    const snapIgnore = true;
    switch (shape.type) {
      case 'marker':
        return new CanvasIcon(
          L.latLng(shape.position.lat, shape.position.lng),
          markerIcon(shape.markerType, shape.iconHref, shape.markerColor).options.iconUrl,
          { renderer: this.canvas, snapIgnore } as L.CircleMarkerOptions,
        );
      case 'image':
        return shapeToLeaflet({ ...shape, bounds: scaledBounds(shape.bounds, scale) });
      default: {
        const layer = shapeToLeaflet(shape, { renderer: this.canvas });
        if (layer) Object.assign(layer.options, { snapIgnore });
        return layer;
      }
    }
  }

  /**
   * Geoman may snap the edited shape to the shapes around it in view, the nearest SNAP_TARGETS of
   * them; the others are left out of its search, which would otherwise measure every shape of the
   * layer at each move of the mouse.
   */
  private offerSnapTargets = (): void => {
    const editing = this.editing;
    if (!editing) return;
    const view = this.map.getBounds().pad(0.2);
    const centre = boundsOf(editing)?.getCenter() ?? this.map.getCenter();
    const near: { options: { snapIgnore?: boolean }; distance: number }[] = [];
    for (const { layer } of this.shown.values()) {
      if (!layer || layer === editing) continue;
      const options = layer.options as { snapIgnore?: boolean };
      options.snapIgnore = true;
      const box = boundsOf(layer);
      if (box && view.intersects(box)) near.push({ options, distance: centre.distanceTo(box.getCenter()) });
    }
    near.sort((a, b) => a.distance - b.distance);
    for (const { options } of near.slice(0, SNAP_TARGETS)) options.snapIgnore = false;
  };

  private report(id: number, layer: L.Layer): void {
    const current = this.model.shape(id);
    if (!current) return;
    const moved = shapeFromLayer(current.shape, layer);
    // Geoman tells a drag twice (dragend, then edit): the second changes nothing.
    if (JSON.stringify(moved) === JSON.stringify(current.shape)) return;
    this.reporting = id;
    try {
      this.model.update(id, (entry) => ({ ...entry, shape: moved }));
    } finally {
      this.reporting = null;
    }
  }

  private showMeasure(id: number, layer: L.Layer): void {
    const current = this.model.shape(id);
    const measure = current && measureOf(shapeFromLayer(current.shape, layer));
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

/** Where a layer lies on the map, for those that have a place (not a network link). */
function boundsOf(layer: L.Layer): L.LatLngBounds | null {
  if (layer instanceof L.Marker || layer instanceof L.CircleMarker)
    return L.latLngBounds([layer.getLatLng()]);
  if (layer instanceof L.Polyline || layer instanceof L.ImageOverlay) return layer.getBounds();
  return null;
}
