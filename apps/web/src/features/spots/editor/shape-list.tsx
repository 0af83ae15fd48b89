import type { Overlay } from '@club/shared/domain/kml/types';
import { NavLink, ScrollArea, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorModel, EditorShape, EditorState } from './model.ts';

/**
 * Rows the list shows at most: nobody reads thousands of them, and rendering them all would make each
 * change of a large layer slow. Past this, a search box finds the others.
 */
export const SHAPE_LIST_ROWS = 100;

const shapeLabel = (overlay: Overlay, t: TFunction) =>
  overlay.title ||
  t(
    `spots.editor.mode.${overlay.type === 'multi' ? 'polyline' : overlay.type === 'network_link' ? 'hand' : overlay.type}`,
  );

/**
 * The rows shown for a search: the first SHAPE_LIST_ROWS shapes whose label holds it (any case), and
 * the selected shape first when it is not among them; `more` counts the matches left out.
 */
export function visibleShapes(
  shapes: readonly EditorShape[],
  selectedId: number | null,
  search: string,
  label: (overlay: Overlay) => string,
): { rows: EditorShape[]; more: number } {
  const wanted = search.trim().toLocaleLowerCase();
  const rows: EditorShape[] = [];
  let matches = 0;
  for (const shape of shapes) {
    if (wanted && !label(shape.overlay).toLocaleLowerCase().includes(wanted)) continue;
    matches += 1;
    if (rows.length < SHAPE_LIST_ROWS) rows.push(shape);
  }
  const selected = selectedId === null ? undefined : shapes.find((shape) => shape.id === selectedId);
  if (selected && !rows.includes(selected)) rows.unshift(selected);
  return { rows, more: Math.max(0, matches - SHAPE_LIST_ROWS) };
}

const ShapeRow = memo(function ShapeRow({
  model,
  id,
  overlay,
  active,
}: {
  model: EditorModel;
  id: number;
  overlay: Overlay;
  active: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NavLink
      component="button"
      type="button"
      data-testid="editor-shape"
      data-type={overlay.type}
      label={shapeLabel(overlay, t)}
      description={
        overlay.type === 'marker' && overlay.markerType ? t(`spots.marker.${overlay.markerType}`) : undefined
      }
      active={active}
      onClick={() => model.select(id)}
    />
  );
});

/** The layer's shapes by title (or kind); a click selects one. Large layers get a search box. */
export function ShapeList({ model, state }: { model: EditorModel; state: EditorState }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { rows, more } = useMemo(
    () => visibleShapes(state.shapes, state.selectedId, deferredSearch, (overlay) => shapeLabel(overlay, t)),
    [state.shapes, state.selectedId, deferredSearch, t],
  );
  const searchable = state.shapes.length > SHAPE_LIST_ROWS;
  return (
    <>
      <Text size="sm" fw={600}>
        {t('spots.editor.shapes')}
      </Text>
      {searchable && (
        <TextInput
          size="xs"
          label={t('spots.editor.searchShapes')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      {state.shapes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('spots.editor.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={180}>
          {rows.map(({ id, overlay }) => (
            <ShapeRow key={id} model={model} id={id} overlay={overlay} active={id === state.selectedId} />
          ))}
          {searchable && rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('spots.editor.noShapeFound')}
            </Text>
          )}
          {more > 0 && (
            <Text size="xs" c="dimmed" data-testid="editor-shapes-more">
              {t('spots.editor.moreShapes', { count: more })}
            </Text>
          )}
        </ScrollArea.Autosize>
      )}
    </>
  );
}
