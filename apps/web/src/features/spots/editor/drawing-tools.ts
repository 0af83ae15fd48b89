import type { LatLng } from '@club/shared/domain/kml/types';
import type { MarkerType } from '@club/shared/domain/marker-types';
import L from 'leaflet';
import { newCircle, newImage, newMarker, newPath, newRectangle } from '../components/editor-shapes.ts';
import { circleBetween, rectangleBetween } from './drawn-shapes.ts';
import { type Measure, measureOf } from './measure.ts';
import { measureTooltip } from './measure-lines.ts';
import { centredBounds, type EditorModel } from './model.ts';

export const MODES = ['hand', 'circle', 'marker', 'polygon', 'polyline', 'rectangle', 'image'] as const;
export type Mode = (typeof MODES)[number];

export interface PlacedImage {
  url: string;
  width: number;
  height: number;
}

/** What the panels have chosen, read at each click. */
export interface ToolChoice {
  mode: Mode;
  markerType: MarkerType;
  markerTitle(type: MarkerType): string;
  placedImage: PlacedImage | null;
  /** An image click with no uploaded picture yet. */
  needPicture(): void;
  /** The line or polygon being drawn has this many points. */
  draftChanged(points: number): void;
  /** The measure as the hint beside the pointer shows it, one line each. */
  measureLines(measure: Measure): string[];
}

/** Modes whose shapes can be dragged out; the map does not pan in them. */
const DRAGGED: readonly Mode[] = ['circle', 'rectangle'];
/** A press that moves less than this (pixels) before its release is a click. */
const DRAG_THRESHOLD_PX = 4;
const DRAFT_STYLE: L.PathOptions = {
  dashArray: '6 6',
  color: '#ffffff',
  weight: 2,
  fillOpacity: 0.15,
  interactive: false,
};

const toLatLng = (latlng: L.LatLng): LatLng => ({ lat: latlng.lat, lng: latlng.lng });
const samePoint = (a: LatLng | undefined, b: LatLng) => a?.lat === b.lat && a.lng === b.lng;

interface Press {
  start: LatLng;
  startPoint: L.Point;
  moved: boolean;
  preview: L.Circle | L.Rectangle | null;
}

/**
 * Turns clicks and drags on the map into shapes of the model, by the chosen mode: a click drops a
 * circle or rectangle at the SPEC's default size, a press-drag-release draws one from its centre to
 * its edge or corner to corner; a click drops a marker or picture; lines and polygons gather clicks
 * until a double click or "finish". The shape being drawn shows its measure beside the pointer.
 */
export class DrawingTools {
  private points: LatLng[] = [];
  private draft: L.Polyline | null = null;
  private press: Press | null = null;
  /** A drag just drew a shape: the click the browser sends after its release adds nothing. */
  private dragEnded = false;
  private hint: L.Tooltip | null = null;
  private readonly map: L.Map;
  private readonly model: EditorModel;
  private readonly choice: () => ToolChoice;

  constructor(map: L.Map, model: EditorModel, choice: () => ToolChoice) {
    this.map = map;
    this.model = model;
    this.choice = choice;
    map.on('click', this.onClick);
    map.on('dblclick', this.finish);
    map.on('mousedown', this.onPress);
    map.on('mousemove', this.onMove);
    document.addEventListener('mouseup', this.onRelease);
    this.setMode(choice().mode);
  }

  destroy(): void {
    this.map.off('click', this.onClick);
    this.map.off('dblclick', this.finish);
    this.map.off('mousedown', this.onPress);
    this.map.off('mousemove', this.onMove);
    document.removeEventListener('mouseup', this.onRelease);
    this.clearDraft();
  }

  /** The map pans by dragging except in the modes where a drag draws. */
  setMode(mode: Mode): void {
    if (DRAGGED.includes(mode)) this.map.dragging.disable();
    else this.map.dragging.enable();
  }

  clearDraft(): void {
    this.draft?.remove();
    this.draft = null;
    this.points = [];
    this.press?.preview?.remove();
    this.press = null;
    this.showMeasure(null);
    this.choice().draftChanged(0);
  }

  /** Ends the line or polygon being drawn (enough points make a shape). */
  finish = (): void => {
    const points = this.points;
    const { mode } = this.choice();
    this.clearDraft();
    if ((mode === 'polygon' && points.length >= 3) || (mode === 'polyline' && points.length >= 2)) {
      this.model.add(newPath(mode, points));
    }
  };

  private onClick = (event: L.LeafletMouseEvent): void => {
    const at = toLatLng(event.latlng);
    const choice = this.choice();
    switch (choice.mode) {
      case 'hand':
        this.handClick(at);
        return;
      case 'circle':
      case 'rectangle':
        if (this.dragEnded) this.dragEnded = false;
        else this.model.add(choice.mode === 'circle' ? newCircle(at) : newRectangle(at));
        return;
      case 'marker':
        this.model.add(newMarker(at, choice.markerType, choice.markerTitle(choice.markerType)));
        return;
      case 'image':
        if (choice.placedImage) this.model.add(newImage(at, choice.placedImage));
        else choice.needPicture();
        return;
      case 'polygon':
      case 'polyline':
        this.addPoint(at);
        return;
    }
  };

  private onPress = (event: L.LeafletMouseEvent): void => {
    this.dragEnded = false;
    const { mode } = this.choice();
    // A press on a shape is for the shape (select it), not the start of a new one.
    if (!DRAGGED.includes(mode) || event.originalEvent.button !== 0 || event.sourceTarget !== this.map)
      return;
    // With the map's own dragging off, nothing else stops the drag from selecting the page's text.
    L.DomEvent.preventDefault(event.originalEvent);
    this.press = {
      start: toLatLng(event.latlng),
      startPoint: event.containerPoint,
      moved: false,
      preview: null,
    };
  };

  private onMove = (event: L.LeafletMouseEvent): void => {
    const at = toLatLng(event.latlng);
    const press = this.press;
    if (press) {
      if (!press.moved && event.containerPoint.distanceTo(press.startPoint) < DRAG_THRESHOLD_PX) return;
      press.moved = true;
      this.drawPreview(press, at);
      return;
    }
    const { mode } = this.choice();
    if (this.draft && (mode === 'polygon' || mode === 'polyline')) {
      const points = [...this.points, at];
      this.draft.setLatLngs(points);
      this.showMeasure(measureOf(newPath(mode, points)), at);
    }
  };

  private onRelease = (event: MouseEvent): void => {
    const press = this.press;
    if (!press) return;
    this.press = null;
    press.preview?.remove();
    this.showMeasure(null);
    if (!press.moved) return; // the click that follows drops the default size
    this.dragEnded = true;
    const at = toLatLng(this.map.mouseEventToLatLng(event));
    this.model.add(this.dragged(press.start, at));
  };

  private dragged(start: LatLng, end: LatLng) {
    return this.choice().mode === 'circle' ? circleBetween(start, end) : rectangleBetween(start, end);
  }

  private drawPreview(press: Press, at: LatLng): void {
    const shape = this.dragged(press.start, at);
    if (shape.type === 'circle') {
      if (press.preview instanceof L.Circle) press.preview.setRadius(shape.radius);
      else press.preview = L.circle(press.start, { ...DRAFT_STYLE, radius: shape.radius }).addTo(this.map);
    } else if (shape.type === 'rectangle') {
      const { north, south, east, west } = shape.bounds;
      const box = L.latLngBounds([south, west], [north, east]);
      if (press.preview instanceof L.Rectangle) press.preview.setBounds(box);
      else press.preview = L.rectangle(box, DRAFT_STYLE).addTo(this.map);
    }
    this.showMeasure(measureOf(shape), at);
  }

  /**
   * The measure beside the pointer (a map tooltip rather than a panel, so the page does not render
   * at each move of the mouse); null hides it.
   */
  private showMeasure(measure: Measure | null, at?: LatLng): void {
    const choice = this.choice();
    if (!measure || !at) {
      this.hint?.remove();
      this.hint = null;
      return;
    }
    const content = measureTooltip(choice.measureLines(measure), 'draft-measure');
    if (!this.hint) {
      this.hint = L.tooltip({ permanent: true, direction: 'right', offset: [14, 0] });
      this.hint.setLatLng(at).setContent(content).addTo(this.map);
    } else this.hint.setLatLng(at).setContent(content);
  }

  /** A selected picture moves to where the map is clicked; otherwise the click deselects. */
  private handClick(at: LatLng): void {
    const { selectedId } = this.model.getState();
    const selected = selectedId === null ? null : this.model.shape(selectedId);
    if (selected?.shape.type === 'image') {
      this.model.updateShape(selected.id, { bounds: centredBounds(selected.shape.bounds, at) });
    } else this.model.select(null);
  }

  private addPoint(at: LatLng): void {
    // The two clicks of the double click that ends the shape land on the same point.
    if (samePoint(this.points[this.points.length - 1], at)) return;
    this.points.push(at);
    if (this.draft) this.draft.setLatLngs(this.points);
    else this.draft = L.polyline(this.points, DRAFT_STYLE).addTo(this.map);
    this.choice().draftChanged(this.points.length);
    const { mode } = this.choice();
    if (mode === 'polygon' || mode === 'polyline')
      this.showMeasure(measureOf(newPath(mode, this.points)), at);
  }
}
