import { destination } from '@club/shared/domain/kml/geometry';
import { describe, expect, it } from 'vitest';
import { circleBetween, rectangleBetween } from './drawn-shapes.ts';
import { EditorModel } from './model.ts';

const centre = { lat: 43.2, lng: 5.3 };

describe('shapes drawn by dragging', () => {
  it('gives a dragged circle the distance from its centre to the release as radius', () => {
    const circle = circleBetween(centre, destination(centre, 37, 60));
    expect(circle).toMatchObject({ type: 'circle', center: centre });
    expect(circle.type === 'circle' && circle.radius).toBeCloseTo(37, 6);
  });

  it('spans a dragged rectangle between its two corners, whichever way it was dragged', () => {
    const corner = { lat: 43.21, lng: 5.29 };
    const expected = { north: 43.21, south: 43.2, east: 5.3, west: 5.29 };
    expect(rectangleBetween(corner, centre)).toMatchObject({ type: 'rectangle', bounds: expected });
    expect(rectangleBetween(centre, corner)).toMatchObject({ bounds: expected });
  });

  it('is one undo step per drawn shape', () => {
    const model = new EditorModel();
    model.add(circleBetween(centre, destination(centre, 20, 0)));
    model.add(rectangleBetween(centre, { lat: 43.21, lng: 5.31 }));
    model.undo();
    expect(model.getState().shapes.map((entry) => entry.shape.type)).toEqual(['circle']);
    model.undo();
    expect(model.getState()).toMatchObject({ shapes: [], changed: false });
  });
});
