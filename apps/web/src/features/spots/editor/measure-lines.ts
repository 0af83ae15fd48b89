import type { TFunction } from 'i18next';
import { formatArea, formatLength, type Measure } from './measure.ts';

/** The measure as labelled lines ("Radius: 25 m", "Area: 1,963 m²"), in the page's language. */
export function measureLines(measure: Measure, t: TFunction, language: string): string[] {
  const lines: string[] = [];
  if (measure.radius !== undefined)
    lines.push(t('spots.editor.measure.radius', { value: formatLength(measure.radius, language) }));
  if (measure.length !== undefined)
    lines.push(t('spots.editor.measure.length', { value: formatLength(measure.length, language) }));
  if (measure.area !== undefined)
    lines.push(t('spots.editor.measure.area', { value: formatArea(measure.area, language) }));
  if (measure.perimeter !== undefined)
    lines.push(t('spots.editor.measure.perimeter', { value: formatLength(measure.perimeter, language) }));
  return lines;
}

/** The lines as the content of a map tooltip (text nodes, never parsed as HTML). */
export function measureTooltip(lines: readonly string[], testId: string): HTMLElement {
  const content = document.createElement('div');
  content.dataset.testid = testId;
  for (const line of lines) {
    const row = document.createElement('div');
    row.textContent = line;
    content.append(row);
  }
  return content;
}
