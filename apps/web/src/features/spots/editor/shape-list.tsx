import type { Shape } from '@club/shared/domain/kml/types';
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

const shapeLabel = (shape: Shape, t: TFunction) =>
  shape.title ||
  t(
    `spots.editor.mode.${shape.type === 'multi' ? 'polyline' : shape.type === 'network_link' ? 'hand' : shape.type}`,
  );

/**
 * The rows shown for a search: the first SHAPE_LIST_ROWS shapes whose label holds it (any case), and
 * the selected shape first when it is not among them; `more` counts the matches left out.
 */
export function visibleShapes(
  shapes: readonly EditorShape[],
  selectedId: number | null,
  search: string,
  label: (shape: Shape) => string,
): { rows: EditorShape[]; more: number } {
  const wanted = search.trim().toLocaleLowerCase();
  const rows: EditorShape[] = [];
  let matches = 0;
  for (const entry of shapes) {
    if (wanted && !label(entry.shape).toLocaleLowerCase().includes(wanted)) continue;
    matches += 1;
    if (rows.length < SHAPE_LIST_ROWS) rows.push(entry);
  }
  const selected = selectedId === null ? undefined : shapes.find((shape) => shape.id === selectedId);
  if (selected && !rows.includes(selected)) rows.unshift(selected);
  return { rows, more: Math.max(0, matches - SHAPE_LIST_ROWS) };
}

const ShapeRow = memo(function ShapeRow({
  model,
  id,
  shape,
  active,
}: {
  model: EditorModel;
  id: number;
  shape: Shape;
  active: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NavLink
      component="button"
      type="button"
      data-testid="editor-shape"
      data-type={shape.type}
      label={shapeLabel(shape, t)}
      description={
        shape.type === 'marker' && shape.markerType ? t(`spots.marker.${shape.markerType}`) : undefined
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
    () => visibleShapes(state.shapes, state.selectedId, deferredSearch, (shape) => shapeLabel(shape, t)),
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
          {rows.map(({ id, shape }) => (
            <ShapeRow key={id} model={model} id={id} shape={shape} active={id === state.selectedId} />
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
