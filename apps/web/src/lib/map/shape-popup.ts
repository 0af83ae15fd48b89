import type { ExtendedDataEntry, Shape } from '@club/shared/domain/kml/types';
import i18next from 'i18next';
import './shape-popup.css';

/** A popup's data table shows at most this many lines (the last one "+N" when there are more). */
export const POPUP_DATA_LINES = 8;
/** Longer values are cut with an ellipsis: the popup is a glance, the file holds the rest. */
export const POPUP_VALUE_CHARS = 200;

/**
 * The lines of a shape's data table: entries with a value, in file order, cut to `lines` lines; when
 * some are left out, the last line gives way to their count.
 */
export function dataRows(
  entries: readonly ExtendedDataEntry[],
  lines = POPUP_DATA_LINES,
): { rows: ExtendedDataEntry[]; more: number } {
  const filled = entries
    .filter((entry) => entry.value.trim() !== '')
    .map((entry) => ({ name: entry.name, value: shorten(entry.value.trim()) }));
  if (filled.length <= lines) return { rows: filled, more: 0 };
  const rows = filled.slice(0, lines - 1);
  return { rows, more: filled.length - rows.length };
}

function shorten(value: string): string {
  return value.length > POPUP_VALUE_CHARS ? `${value.slice(0, POPUP_VALUE_CHARS - 1).trimEnd()}…` : value;
}

/** Whether a shape has anything for a popup, checked without building it. */
export function hasPopup(shape: Shape): boolean {
  return (
    shape.title !== '' ||
    shape.description !== '' ||
    (shape.type === 'marker' && shape.image !== null) ||
    dataRows(shape.extendedData ?? []).rows.length > 0
  );
}

/** The data as a two-column table, names and values as text (never HTML: they come from the file). */
function dataTable(entries: readonly ExtendedDataEntry[]): HTMLElement | null {
  const { rows, more } = dataRows(entries);
  if (rows.length === 0) return null;
  const table = document.createElement('table');
  table.className = 'shape-popup__data';
  const body = table.createTBody();
  for (const entry of rows) {
    const row = body.insertRow();
    const name = document.createElement('th');
    name.scope = 'row';
    name.textContent = entry.name;
    row.append(name);
    row.insertCell().textContent = entry.value;
  }
  if (more > 0) {
    const cell = body.insertRow().insertCell();
    cell.colSpan = 2;
    cell.className = 'shape-popup__more';
    cell.textContent = i18next.t('spots.map.moreData', { count: more });
  }
  return table;
}

/**
 * The popup of a shape: its title as text, its (server-sanitized) description, picture and the
 * file's data as a table. `trusted` is false for a KML that did not come from our store.
 */
export function popupContent(shape: Shape, trusted: boolean): HTMLElement {
  const image = shape.type === 'marker' ? shape.image : null;
  const container = document.createElement('div');
  container.className = 'shape-popup';
  if (shape.title) {
    const title = document.createElement('strong');
    title.textContent = shape.title;
    container.append(title);
  }
  if (shape.description) {
    const body = document.createElement('div');
    if (trusted) {
      // Stored layers are sanitized by the server on upload (modules/layers/kml-file.ts).
      body.innerHTML = shape.description;
    } else {
      // A linked file from elsewhere was never sanitized: its description is shown as text.
      body.textContent =
        new DOMParser().parseFromString(shape.description, 'text/html').body.textContent ?? '';
    }
    container.append(body);
  }
  const table = dataTable(shape.extendedData ?? []);
  if (table) container.append(table);
  if (image) {
    const picture = document.createElement('img');
    picture.src = image;
    picture.alt = shape.title;
    container.append(picture);
  }
  return container;
}
