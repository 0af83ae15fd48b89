import type { LatLng } from '@club/shared/domain/kml/types';
import type { MarkerType } from '@club/shared/domain/marker-types';
import L from 'leaflet';
import { newCircle, newImage, newMarker, newPath, newRectangle } from '../components/editor-shapes.ts';
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
}

const samePoint = (a: LatLng | undefined, b: LatLng) => a?.lat === b.lat && a.lng === b.lng;

/**
 * Turns clicks on the map into shapes of the model, by the chosen mode: a click drops a circle,
 * rectangle, marker or picture; lines and polygons gather clicks until a double click or "finish".
 */
export class DrawingTools {
  private points: LatLng[] = [];
  private draft: L.Polyline | null = null;
  private readonly map: L.Map;
  private readonly model: EditorModel;
  private readonly choice: () => ToolChoice;

  constructor(map: L.Map, model: EditorModel, choice: () => ToolChoice) {
    this.map = map;
    this.model = model;
    this.choice = choice;
    map.on('click', this.onClick);
    map.on('dblclick', this.finish);
  }

  destroy(): void {
    this.map.off('click', this.onClick);
    this.map.off('dblclick', this.finish);
    this.clearDraft();
  }

  clearDraft(): void {
    this.draft?.remove();
    this.draft = null;
    this.points = [];
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
    const at = { lat: event.latlng.lat, lng: event.latlng.lng };
    const choice = this.choice();
    switch (choice.mode) {
      case 'hand':
        this.handClick(at);
        return;
      case 'circle':
        this.model.add(newCircle(at));
        return;
      case 'rectangle':
        this.model.add(newRectangle(at));
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

  /** A selected picture moves to where the map is clicked; otherwise the click deselects. */
  private handClick(at: LatLng): void {
    const { selectedId } = this.model.getState();
    const selected = selectedId === null ? null : this.model.shape(selectedId);
    if (selected?.overlay.type === 'image') {
      this.model.updateOverlay(selected.id, { bounds: centredBounds(selected.overlay.bounds, at) });
    } else this.model.select(null);
  }

  private addPoint(at: LatLng): void {
    // The two clicks of the double click that ends the shape land on the same point.
    if (samePoint(this.points[this.points.length - 1], at)) return;
    this.points.push(at);
    if (this.draft) this.draft.setLatLngs(this.points);
    else
      this.draft = L.polyline(this.points, { dashArray: '6 6', color: '#ffffff', weight: 2 }).addTo(this.map);
    this.choice().draftChanged(this.points.length);
  }
}
