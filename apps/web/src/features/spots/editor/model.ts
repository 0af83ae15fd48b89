import { boundsOf, rectangleAround } from '@club/shared/domain/kml/geometry';
import type { LatLng, LatLngBounds, Shape } from '@club/shared/domain/kml/types';

/**
 * One shape of the layer being edited, as the editor holds it. `shape` holds its geometry, texts and
 * style as they will be saved; a ground overlay's `shape.bounds` is its placed box, shown and saved
 * scaled by `scale`.
 */
export interface EditorShape {
  readonly id: number;
  readonly shape: Shape;
  readonly scale: number;
}

type Shapes = readonly EditorShape[];

export interface EditorState {
  readonly shapes: Shapes;
  readonly selectedId: number | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The shapes differ from those opened or last saved. */
  readonly changed: boolean;
}

/**
 * The editor's shapes, selection and the undo/redo history of every change of the session. Each
 * change replaces the shapes' array (shapes are never mutated), so the history is a list of arrays
 * and "unchanged since saved" is an identity check that undoing back to the saved state satisfies.
 */
export class EditorModel {
  private shapes: Shapes;
  private saved: Shapes;
  private past: Shapes[] = [];
  private future: Shapes[] = [];
  /** Consecutive changes with the same key (typing in a title, dragging a slider) undo as one. */
  private lastKey: string | null = null;
  private selectedId: number | null = null;
  private nextId = 1;
  private listeners = new Set<() => void>();
  private state: EditorState;

  constructor(shapes: readonly Shape[] = []) {
    this.shapes = shapes.map((shape) => this.create(shape));
    this.saved = this.shapes;
    this.state = this.snapshot();
  }

  /** The same object until something changes (for useSyncExternalStore). */
  getState = (): EditorState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  shape(id: number): EditorShape | null {
    return this.shapes.find((shape) => shape.id === id) ?? null;
  }

  /** Adds a shape (consecutive equal points removed) and selects it; returns its id. */
  add(shape: Shape): number {
    const added = this.create(withoutRepeatedPoints(shape));
    this.commit([...this.shapes, added], null);
    this.selectedId = added.id;
    this.emit();
    return added.id;
  }

  /** Changes one shape: its geometry, texts, style, picture or scale. */
  update(id: number, change: (shape: EditorShape) => EditorShape, mergeKey: string | null = null): void {
    const current = this.shape(id);
    if (!current) return;
    const next = change(current);
    if (next === current) return;
    this.commit(
      this.shapes.map((shape) => (shape.id === id ? { ...next, id } : shape)),
      mergeKey,
    );
    this.emit();
  }

  updateShape(id: number, change: Partial<Shape>, mergeKey: string | null = null): void {
    this.update(id, (current) => ({ ...current, shape: { ...current.shape, ...change } as Shape }), mergeKey);
  }

  remove(id: number): void {
    if (!this.shape(id)) return;
    this.commit(
      this.shapes.filter((shape) => shape.id !== id),
      null,
    );
    if (this.selectedId === id) this.selectedId = null;
    this.emit();
  }

  select(id: number | null): void {
    const next = id !== null && this.shape(id) ? id : null;
    if (next === this.selectedId) return;
    this.selectedId = next;
    this.lastKey = null;
    this.emit();
  }

  undo(): void {
    const previous = this.past.pop();
    if (!previous) return;
    this.future.push(this.shapes);
    this.restore(previous);
  }

  redo(): void {
    const next = this.future.pop();
    if (!next) return;
    this.past.push(this.shapes);
    this.restore(next);
  }

  /** Starts over from these shapes (the layer's file, once read): no history, nothing unsaved. */
  reset(shapes: readonly Shape[]): void {
    this.shapes = shapes.map((shape) => this.create(shape));
    this.saved = this.shapes;
    this.past = [];
    this.future = [];
    this.lastKey = null;
    this.selectedId = null;
    this.emit();
  }

  /** What is shown now was saved: it is where "unsaved changes" start from. */
  markSaved(): void {
    this.saved = this.shapes;
    this.emit();
  }

  private create(shape: Shape): EditorShape {
    return { id: this.nextId++, shape, scale: 1 };
  }

  private commit(shapes: Shapes, mergeKey: string | null): void {
    const merges = mergeKey !== null && mergeKey === this.lastKey && this.future.length === 0;
    if (!merges) this.past.push(this.shapes);
    this.future = [];
    this.shapes = shapes;
    this.lastKey = mergeKey;
  }

  private restore(shapes: Shapes): void {
    this.shapes = shapes;
    this.lastKey = null;
    if (this.selectedId !== null && !this.shape(this.selectedId)) this.selectedId = null;
    this.emit();
  }

  private snapshot(): EditorState {
    return {
      shapes: this.shapes,
      selectedId: this.selectedId,
      canUndo: this.past.length > 0,
      canRedo: this.future.length > 0,
      changed: this.shapes !== this.saved,
    };
  }

  private emit(): void {
    this.state = this.snapshot();
    for (const listener of this.listeners) listener();
  }
}

const samePoint = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng;

/** A path without a point repeated right after itself (a double click ends a line on its last point). */
export function dedupePoints(points: readonly LatLng[]): LatLng[] {
  return points.filter((point, index) => index === 0 || !samePoint(point, points[index - 1] as LatLng));
}

export function withoutRepeatedPoints(shape: Shape): Shape {
  switch (shape.type) {
    case 'polyline':
      return { ...shape, path: dedupePoints(shape.path) };
    case 'polygon':
      return {
        ...shape,
        rings: shape.rings.map((ring) => {
          const points = dedupePoints(ring);
          // Rings are open: a last point equal to the first is dropped too.
          const first = points[0];
          const last = points[points.length - 1];
          return points.length > 1 && first && last && samePoint(first, last) ? points.slice(0, -1) : points;
        }),
      };
    case 'multi':
      return { ...shape, paths: shape.paths.map(dedupePoints) };
    default:
      return shape;
  }
}

/** The box of a ground overlay as shown and saved: its placed box scaled around its centre. */
export function scaledBounds(bounds: LatLngBounds, scale: number): LatLngBounds {
  if (scale === 1) return bounds;
  const lat = (bounds.north + bounds.south) / 2;
  const lng = (bounds.east + bounds.west) / 2;
  const halfLat = ((bounds.north - bounds.south) / 2) * scale;
  const halfLng = ((bounds.east - bounds.west) / 2) * scale;
  return { north: lat + halfLat, south: lat - halfLat, east: lng + halfLng, west: lng - halfLng };
}

/** The box moved so that its centre is `centre`, same size. */
export function centredBounds(bounds: LatLngBounds, centre: LatLng): LatLngBounds {
  const halfLat = (bounds.north - bounds.south) / 2;
  const halfLng = (bounds.east - bounds.west) / 2;
  return {
    north: centre.lat + halfLat,
    south: centre.lat - halfLat,
    east: centre.lng + halfLng,
    west: centre.lng - halfLng,
  };
}

/** The shapes to save, in the order they were drawn: those not edited are the very ones opened. */
export function shapesToSave(shapes: Shapes): Shape[] {
  return shapes.map(({ shape, scale }) =>
    shape.type === 'image' && scale !== 1 ? { ...shape, bounds: scaledBounds(shape.bounds, scale) } : shape,
  );
}

/** The points that bound a shape on the map (a circle by its box); none for a network link. */
function extentPoints(shape: Shape): LatLng[] {
  switch (shape.type) {
    case 'marker':
      return [shape.position];
    case 'polyline':
      return shape.path;
    case 'polygon':
      return shape.rings.flat();
    case 'multi':
      return shape.paths.flat();
    case 'circle': {
      const box = rectangleAround(shape.center, shape.radius * 2, shape.radius * 2);
      return [
        { lat: box.north, lng: box.east },
        { lat: box.south, lng: box.west },
      ];
    }
    case 'rectangle':
    case 'image':
      return [
        { lat: shape.bounds.north, lng: shape.bounds.east },
        { lat: shape.bounds.south, lng: shape.bounds.west },
      ];
    case 'network_link':
      return [];
  }
}

/** The box of what the shapes draw, or null when they draw nothing (empty, or network links only). */
export function shapesBounds(shapes: readonly Shape[]): LatLngBounds | null {
  const points = shapes.flatMap(extentPoints);
  return points.length === 0 ? null : boundsOf(points);
}
