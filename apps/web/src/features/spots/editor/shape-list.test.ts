import type { Shape } from '@club/shared/domain/kml/types';
import { describe, expect, it } from 'vitest';
import { SHAPE_LIST_ROWS, visibleShapes } from './shape-list.tsx';

const marker = (title: string): Shape => ({
  type: 'marker',
  title,
  description: '',
  position: { lat: 43, lng: 6 },
  markerType: 'fish',
  image: null,
  iconHref: null,
});
const shapes = Array.from({ length: 1000 }, (_, index) => ({
  id: index + 1,
  shape: marker(`Repère ${index + 1}`),
  scale: 1,
}));
const label = (shape: Shape) => shape.title;

describe('visibleShapes', () => {
  it('shows the first rows of a large layer and counts the others', () => {
    const { rows, more } = visibleShapes(shapes, null, '', label);
    expect(rows).toHaveLength(SHAPE_LIST_ROWS);
    expect(rows[0]?.id).toBe(1);
    expect(more).toBe(1000 - SHAPE_LIST_ROWS);
  });

  it('finds shapes by a part of their label, in any case', () => {
    const { rows, more } = visibleShapes(shapes, null, ' repère 99', label);
    expect(rows.map((row) => row.shape.title)).toEqual([
      'Repère 99',
      'Repère 990',
      'Repère 991',
      'Repère 992',
      'Repère 993',
      'Repère 994',
      'Repère 995',
      'Repère 996',
      'Repère 997',
      'Repère 998',
      'Repère 999',
    ]);
    expect(more).toBe(0);
  });

  it('lists the selected shape first when it is beyond the rows shown', () => {
    const { rows } = visibleShapes(shapes, 900, '', label);
    expect(rows[0]?.id).toBe(900);
    expect(rows).toHaveLength(SHAPE_LIST_ROWS + 1);
    expect(visibleShapes(shapes, 5, '', label).rows[0]?.id).toBe(1);
  });
});
