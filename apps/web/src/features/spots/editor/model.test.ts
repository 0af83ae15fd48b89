import { DEFAULT_STYLE, type Overlay } from '@club/shared/domain/kml/types';
import { describe, expect, it } from 'vitest';
import { EditorModel, overlaysToSave, scaledBounds, withoutRepeatedPoints } from './model.ts';

const circle = (lat = 43, radius = 50): Overlay => ({
  type: 'circle',
  title: '',
  description: '',
  center: { lat, lng: 6 },
  radius,
  style: { ...DEFAULT_STYLE },
});

describe('EditorModel', () => {
  it('opens with the layer shapes, unchanged and with nothing to undo', () => {
    const model = new EditorModel([circle()]);
    const state = model.getState();
    expect(state.shapes).toHaveLength(1);
    expect(state).toMatchObject({ changed: false, canUndo: false, canRedo: false, selectedId: null });
  });

  it('undoes and redoes an added shape, and is unchanged again once back where it opened', () => {
    const model = new EditorModel();
    const id = model.add(circle());
    expect(model.getState()).toMatchObject({ changed: true, canUndo: true, selectedId: id });
    model.undo();
    expect(model.getState()).toMatchObject({
      changed: false,
      canUndo: false,
      canRedo: true,
      selectedId: null,
    });
    expect(model.getState().shapes).toHaveLength(0);
    model.redo();
    expect(model.getState().shapes.map((shape) => shape.id)).toEqual([id]);
    expect(model.getState()).toMatchObject({ changed: true, canRedo: false });
  });

  it('undoes a move, a restyle, a retitle and a delete one at a time', () => {
    const model = new EditorModel([circle()]);
    const id = model.getState().shapes[0]?.id ?? 0;
    model.updateOverlay(id, { center: { lat: 44, lng: 7 } } as Partial<Overlay>);
    model.updateOverlay(id, { style: { ...DEFAULT_STYLE, strokeColor: '#000000' } } as Partial<Overlay>);
    model.updateOverlay(id, { title: 'Roche' });
    model.remove(id);
    expect(model.getState().shapes).toHaveLength(0);
    model.undo();
    expect(model.shape(id)?.overlay.title).toBe('Roche');
    model.undo();
    expect(model.shape(id)?.overlay.title).toBe('');
    expect(model.shape(id)?.overlay).toMatchObject({ style: { strokeColor: '#000000' } });
    model.undo();
    expect(model.shape(id)?.overlay).toMatchObject({ style: { strokeColor: DEFAULT_STYLE.strokeColor } });
    model.undo();
    expect(model.shape(id)?.overlay).toMatchObject({ center: { lat: 43, lng: 6 } });
    expect(model.getState().changed).toBe(false);
  });

  it('undoes keystrokes of one field as one change, and a new change drops what could be redone', () => {
    const model = new EditorModel([circle()]);
    const id = model.getState().shapes[0]?.id ?? 0;
    for (const title of ['R', 'Ro', 'Roc']) model.updateOverlay(id, { title }, `title:${id}`);
    model.updateOverlay(id, { description: 'x' }, `description:${id}`);
    model.undo();
    expect(model.shape(id)?.overlay).toMatchObject({ title: 'Roc', description: '' });
    model.undo();
    expect(model.shape(id)?.overlay.title).toBe('');
    model.redo();
    model.updateOverlay(id, { title: 'Autre' });
    expect(model.getState().canRedo).toBe(false);
  });

  it('is unchanged after saving, and changed again by an undo past the save', () => {
    const model = new EditorModel();
    model.add(circle());
    model.markSaved();
    expect(model.getState().changed).toBe(false);
    model.undo();
    expect(model.getState().changed).toBe(true);
  });

  it('forgets the selection of a shape an undo removes', () => {
    const model = new EditorModel();
    const id = model.add(circle());
    expect(model.getState().selectedId).toBe(id);
    model.undo();
    expect(model.getState().selectedId).toBeNull();
  });

  it('tells its listeners, with a new state object per change', () => {
    const model = new EditorModel();
    let calls = 0;
    const stop = model.subscribe(() => calls++);
    const before = model.getState();
    model.add(circle());
    expect(calls).toBe(1);
    expect(model.getState()).not.toBe(before);
    stop();
    model.undo();
    expect(calls).toBe(1);
  });
});

describe('withoutRepeatedPoints', () => {
  it('drops a point repeated right after itself (a line ended by a double click)', () => {
    const a = { lat: 1, lng: 1 };
    const b = { lat: 2, lng: 2 };
    const line = withoutRepeatedPoints({
      type: 'polyline',
      title: '',
      description: '',
      path: [a, b, { ...b }],
      style: DEFAULT_STYLE,
    });
    expect(line).toMatchObject({ path: [a, b] });
    const c = { lat: 3, lng: 1 };
    const polygon = withoutRepeatedPoints({
      type: 'polygon',
      title: '',
      description: '',
      rings: [[a, b, c, { ...c }, { ...a }]],
      style: DEFAULT_STYLE,
    });
    expect(polygon).toMatchObject({ rings: [[a, b, c]] });
  });

  it('adds a line without its repeated last point', () => {
    const model = new EditorModel();
    const b = { lat: 2, lng: 2 };
    const id = model.add({
      type: 'polyline',
      title: '',
      description: '',
      path: [{ lat: 1, lng: 1 }, b, b],
      style: DEFAULT_STYLE,
    });
    expect(model.shape(id)?.overlay).toMatchObject({ path: [{ lat: 1, lng: 1 }, b] });
  });
});

describe('ground overlays', () => {
  it('are saved with their box scaled around its centre', () => {
    const bounds = { north: 2, south: 0, east: 2, west: 0 };
    expect(scaledBounds(bounds, 2)).toEqual({ north: 3, south: -1, east: 3, west: -1 });
    const model = new EditorModel([
      { type: 'image', title: '', description: '', image: '/a.png', bounds, rotation: 0 },
    ]);
    const id = model.getState().shapes[0]?.id ?? 0;
    model.update(id, (shape) => ({ ...shape, scale: 2 }));
    expect(overlaysToSave(model.getState().shapes)[0]).toMatchObject({
      bounds: { north: 3, south: -1, east: 3, west: -1 },
    });
  });
});
