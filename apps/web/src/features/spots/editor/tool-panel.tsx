import '../../../lib/styles/admin-components.ts';
import { isMarkerType, MARKER_TYPES, type MarkerType } from '@club/shared/domain/marker-types';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CroppedPicture, PictureCropField } from '../../../components/picture-crop-field.tsx';
import { MarkerTypeIcon, ShapeToolIcon } from '../../../lib/map/editor-icons.tsx';
import { MODES, type Mode, type PlacedImage } from './drawing-tools.ts';
import { HistoryButtons } from './history-buttons.tsx';
import type { EditorModel, EditorState } from './model.ts';
import type { ShapePictureUpload } from './shape-properties.tsx';

function MarkerTypeSelect({ value, onChange }: { value: MarkerType; onChange(type: MarkerType): void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('spots.editor.markerType')}
      data={MARKER_TYPES.map((type) => ({ value: type, label: t(`spots.marker.${type}`) }))}
      value={value}
      onChange={(type) => type && isMarkerType(type) && onChange(type)}
      leftSection={<MarkerTypeIcon type={value} size={22} />}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <MarkerTypeIcon type={option.value as MarkerType} size={22} />
          <span>{option.label}</span>
        </Group>
      )}
      allowDeselect={false}
      searchable
    />
  );
}

/** The picture a click in image mode places: chosen, cropped and uploaded first. */
function PicturePlacement({
  placed,
  onPlaced,
  pictures,
}: {
  placed: PlacedImage | null;
  onPlaced(image: PlacedImage): void;
  pictures: ShapePictureUpload;
}) {
  const { t } = useTranslation();
  const [picture, setPicture] = useState<CroppedPicture | null>(null);
  return (
    <Paper withBorder p="xs">
      <Stack gap="xs">
        <PictureCropField label={t('spots.editor.imageShapePicture')} value={picture} onChange={setPicture} />
        {picture && (
          <Button
            size="xs"
            loading={pictures.pending}
            onClick={() =>
              pictures.upload(picture, null, (uploaded) => {
                onPlaced(uploaded);
                setPicture(null);
              })
            }
          >
            {t('spots.editor.upload')}
          </Button>
        )}
        {placed && (
          <img
            data-testid="placed-image"
            src={placed.url}
            alt=""
            style={{ maxHeight: 80, maxWidth: '100%' }}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** Undo/redo, the drawing modes and what each mode needs (a marker type, a picture, "finish"). */
export function ToolPanel({
  model,
  state,
  mode,
  onMode,
  markerType,
  onMarkerType,
  placedImage,
  onPlacedImage,
  pictures,
  draftPoints,
  onFinish,
}: {
  model: EditorModel;
  state: EditorState;
  mode: Mode;
  onMode(mode: Mode): void;
  markerType: MarkerType;
  onMarkerType(type: MarkerType): void;
  placedImage: PlacedImage | null;
  onPlacedImage(image: PlacedImage): void;
  pictures: ShapePictureUpload;
  draftPoints: number;
  onFinish(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {t('spots.editor.modes')}
        </Text>
        <HistoryButtons model={model} state={state} />
      </Group>
      <SegmentedControl
        aria-label={t('spots.editor.modes')}
        orientation="vertical"
        fullWidth
        value={mode}
        onChange={(value) => onMode(value as Mode)}
        data={MODES.map((value) => ({
          value,
          label: (
            <Group gap={8} wrap="nowrap">
              <ShapeToolIcon tool={value} />
              <span>{t(`spots.editor.mode.${value}`)}</span>
            </Group>
          ),
        }))}
      />
      <Text size="xs" c="dimmed">
        {t('spots.editor.help')}
      </Text>
      {(mode === 'circle' || mode === 'rectangle') && (
        <Text size="xs" c="dimmed">
          {t('spots.editor.dragHelp')}
        </Text>
      )}
      {mode === 'marker' && <MarkerTypeSelect value={markerType} onChange={onMarkerType} />}
      {mode === 'image' && (
        <PicturePlacement placed={placedImage} onPlaced={onPlacedImage} pictures={pictures} />
      )}
      {(mode === 'polygon' || mode === 'polyline') && (
        <Button variant="light" onClick={onFinish} disabled={draftPoints < (mode === 'polygon' ? 3 : 2)}>
          {t('spots.editor.finish')} ({draftPoints})
        </Button>
      )}
    </>
  );
}
