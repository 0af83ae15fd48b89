import { describe, expect, it } from 'vitest';
import { dataRows, hasPopup, POPUP_DATA_LINES, POPUP_VALUE_CHARS } from './shape-popup.ts';

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `champ ${index + 1}`, value: `valeur ${index + 1}` }));

describe("the popup's data table", () => {
  it('shows every named value in file order while they fit', () => {
    const { rows, more } = dataRows(entries(POPUP_DATA_LINES));
    expect(rows.map((row) => row.name)).toEqual(entries(POPUP_DATA_LINES).map((entry) => entry.name));
    expect(more).toBe(0);
  });

  it('keeps to its number of lines, the last one counting what is left out', () => {
    const { rows, more } = dataRows(entries(20));
    expect(rows).toHaveLength(POPUP_DATA_LINES - 1);
    expect(rows.length + more).toBe(20);
    expect(rows.at(-1)?.name).toBe(`champ ${POPUP_DATA_LINES - 1}`);
  });

  it('leaves out empty values and cuts very long ones', () => {
    const { rows } = dataRows([
      { name: 'vide', value: '  ' },
      { name: 'note', value: 'x'.repeat(1000) },
      { name: 'profondeur', value: ' 18 m ' },
    ]);
    expect(rows.map((row) => row.name)).toEqual(['note', 'profondeur']);
    expect(rows[0]?.value).toHaveLength(POPUP_VALUE_CHARS);
    expect(rows[0]?.value.endsWith('…')).toBe(true);
    expect(rows[1]?.value).toBe('18 m');
  });

  it('makes a shape with only data clickable, and one with nothing not', () => {
    const marker = {
      type: 'marker' as const,
      title: '',
      description: '',
      position: { lat: 43, lng: 6 },
      markerType: null,
      image: null,
      iconHref: null,
    };
    expect(hasPopup(marker)).toBe(false);
    expect(hasPopup({ ...marker, extendedData: [{ name: 'vide', value: '' }] })).toBe(false);
    expect(hasPopup({ ...marker, extendedData: [{ name: 'profondeur', value: '18 m' }] })).toBe(true);
  });
});
