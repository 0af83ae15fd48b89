import { NavLink, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorModel, EditorState } from './model.ts';

/** The layer's shapes by title (or kind); a click selects one. */
export function ShapeList({ model, state }: { model: EditorModel; state: EditorState }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600}>
        {t('spots.editor.shapes')}
      </Text>
      {state.shapes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('spots.editor.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={180}>
          {state.shapes.map(({ id, overlay }) => (
            <NavLink
              key={id}
              component="button"
              type="button"
              data-testid="editor-shape"
              data-type={overlay.type}
              label={
                overlay.title ||
                t(
                  `spots.editor.mode.${overlay.type === 'multi' ? 'polyline' : overlay.type === 'network_link' ? 'hand' : overlay.type}`,
                )
              }
              description={
                overlay.type === 'marker' && overlay.markerType
                  ? t(`spots.marker.${overlay.markerType}`)
                  : undefined
              }
              active={id === state.selectedId}
              onClick={() => model.select(id)}
            />
          ))}
        </ScrollArea.Autosize>
      )}
    </>
  );
}
