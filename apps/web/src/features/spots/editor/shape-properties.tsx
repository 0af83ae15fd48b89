import type { Overlay, OverlayStyle } from '@club/shared/domain/kml/types';
import { isMarkerType, MARKER_TYPES, type MarkerType } from '@club/shared/domain/marker-types';
import {
  Button,
  ColorInput,
  Group,
  Paper,
  Select,
  Slider,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CroppedPicture, PictureCropField } from '../../../components/picture-crop-field.tsx';
import { MarkerTypeIcon } from '../../../lib/map/editor-icons.tsx';
import type { PlacedImage } from './drawing-tools.ts';
import type { EditorModel, EditorShape } from './model.ts';

export interface PictureUpload {
  pending: boolean;
  upload(picture: CroppedPicture, oldUrl: string | null, done: (uploaded: PlacedImage) => void): void;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The selected shape's title, description, marker type and picture, colours or scale, and delete. */
export function ShapeProperties({
  model,
  shape,
  pictures,
}: {
  model: EditorModel;
  shape: EditorShape;
  pictures: PictureUpload;
}) {
  const { t } = useTranslation();
  const [markerPicture, setMarkerPicture] = useState<CroppedPicture | null>(null);
  const { id, overlay } = shape;
  const change = (changes: Partial<Overlay>, mergeKey: string | null = null) =>
    model.updateOverlay(id, changes, mergeKey);
  const style = 'style' in overlay ? overlay.style : null;
  const restyle = (changes: Partial<OverlayStyle>) =>
    style &&
    change(
      { style: { ...style, ...changes } } as Partial<Overlay>,
      `style:${id}:${Object.keys(changes).join()}`,
    );

  return (
    <Paper withBorder p="sm" data-testid="shape-properties">
      <Stack gap="xs">
        <TextInput
          label={t('spots.editor.shapeTitle')}
          maxLength={200}
          value={overlay.title}
          onChange={(event) => change({ title: event.currentTarget.value }, `title:${id}`)}
        />
        <Textarea
          label={t('spots.editor.shapeDescription')}
          autosize
          minRows={2}
          value={overlay.description}
          onChange={(event) => change({ description: event.currentTarget.value }, `description:${id}`)}
        />
        {overlay.type === 'marker' && (
          <>
            <Select
              label={t('spots.editor.markerType')}
              data={MARKER_TYPES.map((value) => ({ value, label: t(`spots.marker.${value}`) }))}
              value={overlay.markerType}
              onChange={(value) =>
                value && isMarkerType(value) && change({ markerType: value, iconHref: null })
              }
              leftSection={<MarkerTypeIcon type={overlay.markerType ?? 'marker'} size={22} />}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap">
                  <MarkerTypeIcon type={option.value as MarkerType} size={22} />
                  <span>{option.label}</span>
                </Group>
              )}
              searchable
            />
            {overlay.image && <img src={overlay.image} alt="" style={{ maxHeight: 80, maxWidth: '100%' }} />}
            <PictureCropField
              label={t('spots.editor.markerPicture')}
              value={markerPicture}
              onChange={setMarkerPicture}
              aspect={4 / 3}
            />
            {markerPicture && (
              <Button
                size="xs"
                loading={pictures.pending}
                onClick={() =>
                  pictures.upload(markerPicture, overlay.image, ({ url }) => {
                    change({ image: url });
                    setMarkerPicture(null);
                  })
                }
              >
                {t('spots.editor.upload')}
              </Button>
            )}
          </>
        )}
        {style && (
          <Group grow>
            <ColorInput
              label={t('spots.editor.color')}
              format="hex"
              value={style.strokeColor}
              onChange={(value) => HEX.test(value) && restyle({ strokeColor: value })}
            />
            {overlay.type !== 'polyline' && overlay.type !== 'multi' && (
              <ColorInput
                label={t('spots.editor.fillColor')}
                format="hex"
                value={style.fillColor}
                onChange={(value) => HEX.test(value) && restyle({ fillColor: value })}
              />
            )}
          </Group>
        )}
        {overlay.type === 'image' && (
          <Stack gap={2}>
            <Text size="sm">{t('spots.editor.scale')}</Text>
            <Slider
              min={0.2}
              max={5}
              step={0.1}
              value={shape.scale}
              onChange={(scale) => model.update(id, (current) => ({ ...current, scale }), `scale:${id}`)}
              aria-label={t('spots.editor.scale')}
            />
          </Stack>
        )}
        <Button color="red" variant="light" size="xs" onClick={() => model.remove(id)}>
          {t('spots.editor.deleteShape')}
        </Button>
      </Stack>
    </Paper>
  );
}
