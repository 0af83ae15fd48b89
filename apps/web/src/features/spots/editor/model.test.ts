import { DEFAULT_STYLE, type Shape } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import { readKmlText } from '@club/shared/domain/layer-files/kml';
import { describe, expect, it } from 'vitest';
import { EditorModel, scaledBounds, shapesBounds, shapesToSave, withoutRepeatedPoints } from './model.ts';

const circle = (lat = 43, radius = 50): Shape => ({
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
    model.updateShape(id, { center: { lat: 44, lng: 7 } } as Partial<Shape>);
    model.updateShape(id, { style: { ...DEFAULT_STYLE, strokeColor: '#000000' } } as Partial<Shape>);
    model.updateShape(id, { title: 'Roche' });
    model.remove(id);
    expect(model.getState().shapes).toHaveLength(0);
    model.undo();
    expect(model.shape(id)?.shape.title).toBe('Roche');
    model.undo();
    expect(model.shape(id)?.shape.title).toBe('');
    expect(model.shape(id)?.shape).toMatchObject({ style: { strokeColor: '#000000' } });
    model.undo();
    expect(model.shape(id)?.shape).toMatchObject({ style: { strokeColor: DEFAULT_STYLE.strokeColor } });
    model.undo();
    expect(model.shape(id)?.shape).toMatchObject({ center: { lat: 43, lng: 6 } });
    expect(model.getState().changed).toBe(false);
  });

  it('undoes keystrokes of one field as one change, and a new change drops what could be redone', () => {
    const model = new EditorModel([circle()]);
    const id = model.getState().shapes[0]?.id ?? 0;
    for (const title of ['R', 'Ro', 'Roc']) model.updateShape(id, { title }, `title:${id}`);
    model.updateShape(id, { description: 'x' }, `description:${id}`);
    model.undo();
    expect(model.shape(id)?.shape).toMatchObject({ title: 'Roc', description: '' });
    model.undo();
    expect(model.shape(id)?.shape.title).toBe('');
    model.redo();
    model.updateShape(id, { title: 'Autre' });
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
    expect(model.shape(id)?.shape).toMatchObject({ path: [{ lat: 1, lng: 1 }, b] });
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
    expect(shapesToSave(model.getState().shapes)[0]).toMatchObject({
      bounds: { north: 3, south: -1, east: 3, west: -1 },
    });
  });
});

/** An uploaded layer as other tools write them: what the editor does not edit must come back as it was. */
const uploadedKml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
<Document><name>Relevé</name>
  <Style id="pin"><IconStyle><color>ff0000ff</color><Icon><href>/files/Kmls/1/layers/7/icons/pin.png</href></Icon></IconStyle></Style>
  <Folder><name>Bouées</name>
    <Placemark><name>Bouée A</name><styleUrl>#pin</styleUrl>
      <ExtendedData><Data name="profondeur"><value>18 m</value></Data><Data name="mouillage"><value>oui</value></Data></ExtendedData>
      <Point><coordinates>5.1,43.2,0</coordinates></Point></Placemark>
    <Placemark><name>Bouée B</name>
      <ExtendedData><SchemaData schemaUrl="#s"><SimpleData name="id">42</SimpleData></SchemaData></ExtendedData>
      <Point><coordinates>5.11,43.21,0</coordinates></Point></Placemark>
  </Folder>
  <Placemark><name>Sentier</name>
    <Style><LineStyle><color>ff00ff00</color><width>5</width></LineStyle></Style>
    <ExtendedData><Data name="_umap_options"><value>{"dashArray":"5,10"}</value></Data></ExtendedData>
    <LineString><coordinates>5.1,43.2 5.12,43.22 5.13,43.21</coordinates></LineString></Placemark>
  <Placemark><name>Trace</name>
    <gx:MultiTrack><gx:Track><gx:coord>5.1 43.2 0</gx:coord><gx:coord>5.101 43.201 0</gx:coord></gx:Track>
    <gx:Track><gx:coord>5.2 43.3 0</gx:coord><gx:coord>5.201 43.301 0</gx:coord></gx:Track></gx:MultiTrack></Placemark>
  <Placemark><name>Zone</name>
    <Style><LineStyle><color>ff0000ff</color><width>2</width></LineStyle><PolyStyle><color>7f00ff00</color></PolyStyle></Style>
    <Polygon><outerBoundaryIs><LinearRing><coordinates>5,43 5.01,43 5.01,43.01 5,43</coordinates></LinearRing></outerBoundaryIs>
    <innerBoundaryIs><LinearRing><coordinates>5.002,43.002 5.004,43.002 5.004,43.004 5.002,43.002</coordinates></LinearRing></innerBoundaryIs></Polygon></Placemark>
  <GroundOverlay><name>Plan</name><Icon><href>/files/Kmls/1/layers/7/plan.jpg</href></Icon>
    <LatLonBox><north>43.3</north><south>43.2</south><east>5.2</east><west>5.1</west><rotation>12</rotation></LatLonBox></GroundOverlay>
  <NetworkLink><name>Suite</name><Link><href>https://example.org/suite.kml</href></Link></NetworkLink>
</Document></kml>`;

describe('an uploaded layer', () => {
  const read = () => readKmlText(uploadedKml).layer.shapes;

  it('is saved back with everything the editor did not change: data, icon links and tints, dashes, tracks, holes, pictures, links', () => {
    const shapes = read();
    expect(shapes.map((shape) => shape.type)).toEqual([
      'marker',
      'marker',
      'polyline',
      'multi',
      'polygon',
      'image',
      'network_link',
    ]);
    const model = new EditorModel();
    model.reset(shapes);
    const [, second] = model.getState().shapes;
    model.updateShape(second?.id ?? 0, { position: { lat: 43.25, lng: 5.15 } } as Partial<Shape>);

    const saved = shapesToSave(model.getState().shapes);
    saved.forEach((shape, index) => {
      if (index !== 1) expect(shape).toBe(shapes[index]);
    });
    expect(saved[1]).toEqual({ ...shapes[1], position: { lat: 43.25, lng: 5.15 } });

    // Written and read again: the same layer, the moved buoy where it was put.
    const reread = readKmlText(writeKml({ name: 'Relevé', shapes: saved })).layer.shapes;
    expect(reread).toEqual(saved);
    expect(reread[0]).toMatchObject({
      iconHref: '/files/Kmls/1/layers/7/icons/pin.png',
      markerColor: '#ff0000',
      extendedData: [
        { name: 'profondeur', value: '18 m' },
        { name: 'mouillage', value: 'oui' },
      ],
    });
    expect(reread[2]).toMatchObject({ style: { dashArray: '5,10', strokeWeight: 5 } });
  });

  it('is saved back unchanged when nothing was edited, even after an undone change', () => {
    const shapes = read();
    const model = new EditorModel();
    model.reset(shapes);
    const id = model.getState().shapes[3]?.id ?? 0;
    model.updateShape(id, { title: 'Autre trace' });
    model.undo();
    expect(model.getState().changed).toBe(false);
    const saved = shapesToSave(model.getState().shapes);
    saved.forEach((shape, index) => {
      expect(shape).toBe(shapes[index]);
    });
  });
});

describe('shapesBounds', () => {
  it('spans every shape drawn, a circle by its radius, and ignores network links', () => {
    const bounds = shapesBounds(readKmlText(uploadedKml).layer.shapes);
    expect(bounds).toEqual({ north: 43.301, south: 43, east: 5.201, west: 5 });
    const around = shapesBounds([circle(43, 1000)]);
    expect(around?.north).toBeCloseTo(43.009, 3);
    expect(around?.south).toBeCloseTo(42.991, 3);
    expect(around?.east).toBeGreaterThan(6.012);
    expect(around?.west).toBeLessThan(5.988);
  });

  it('is null for a layer that draws nothing', () => {
    expect(shapesBounds([])).toBeNull();
    expect(
      shapesBounds([{ type: 'network_link', title: '', description: '', href: 'https://example.org/a.kml' }]),
    ).toBeNull();
  });
});
