import '../../../lib/styles/admin-components.ts';
import { DEFAULT_STYLE, type Shape, type ShapeStyle } from '@club/shared/domain/kml/types';
import { isMarkerType, MARKER_TYPES, type MarkerType } from '@club/shared/domain/marker-types';
import {
  Button,
  ColorInput,
  Group,
  Paper,
  Select,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CroppedPicture, PictureCropField } from '../../../components/picture-crop-field.tsx';
import { MarkerTypeIcon } from '../../../lib/map/editor-icons.tsx';
import type { PlacedImage } from './drawing-tools.ts';
import { measureOf } from './measure.ts';
import { measureLines } from './measure-lines.ts';
import type { EditorModel, EditorShape } from './model.ts';

export interface ShapePictureUpload {
  pending: boolean;
  upload(picture: CroppedPicture, oldUrl: string | null, done: (uploaded: PlacedImage) => void): void;
}

const HEX = /^#[0-9a-f]{6}$/i;
const MAX_LINE_WIDTH_PX = 12;
const AREAS: readonly Shape['type'][] = ['polygon', 'rectangle', 'circle'];

const percent = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent' }).format(value);

/** A labelled slider whose label shows its value; its thumb is named for keyboards and readers. */
function LabelledSlider({
  label,
  shown,
  ...slider
}: {
  label: string;
  shown: ReactNode;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange(value: number): void;
}) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed">
          {shown}
        </Text>
      </Group>
      <Slider {...slider} label={null} thumbLabel={label} />
    </Stack>
  );
}

/** The shape's line width, colour and opacity, and for areas its fill (on/off, colour, opacity). */
function StyleFields({
  style,
  area,
  restyle,
}: {
  style: ShapeStyle;
  area: boolean;
  restyle(changes: Partial<ShapeStyle>, merges?: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const filled = style.fillOpacity > 0;
  // Turned off, the fill is saved as transparent (how KML readers show <fill>0</fill>); turned back
  // on in this session, it takes the opacity it had.
  const lastFill = useRef(filled ? style.fillOpacity : DEFAULT_STYLE.fillOpacity);
  if (filled) lastFill.current = style.fillOpacity;
  return (
    <Stack gap="xs" data-testid="shape-style">
      <LabelledSlider
        label={t('spots.editor.lineWidth')}
        shown={t('spots.editor.pixels', { count: style.strokeWeight })}
        min={1}
        max={MAX_LINE_WIDTH_PX}
        step={1}
        value={style.strokeWeight}
        onChange={(strokeWeight) => restyle({ strokeWeight })}
      />
      <ColorInput
        label={t('spots.editor.color')}
        format="hex"
        value={style.strokeColor}
        onChange={(value) => HEX.test(value) && restyle({ strokeColor: value })}
      />
      <LabelledSlider
        label={t('spots.editor.lineOpacity')}
        shown={percent(style.strokeOpacity, i18n.language)}
        min={0.1}
        max={1}
        step={0.05}
        value={style.strokeOpacity}
        onChange={(strokeOpacity) => restyle({ strokeOpacity })}
      />
      {area && (
        <>
          <Switch
            label={t('spots.editor.fill')}
            checked={filled}
            onChange={(event) =>
              restyle({ fillOpacity: event.currentTarget.checked ? lastFill.current : 0 }, false)
            }
          />
          {filled && (
            <>
              <ColorInput
                label={t('spots.editor.fillColor')}
                format="hex"
                value={style.fillColor}
                onChange={(value) => HEX.test(value) && restyle({ fillColor: value })}
              />
              <LabelledSlider
                label={t('spots.editor.fillOpacity')}
                shown={percent(style.fillOpacity, i18n.language)}
                min={0.05}
                max={1}
                step={0.05}
                value={style.fillOpacity}
                onChange={(fillOpacity) => restyle({ fillOpacity })}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/** What the shape measures (length, area, perimeter, radius), in the page's language. */
function ShapeMeasure({ shape }: { shape: Shape }) {
  const { t, i18n } = useTranslation();
  const measure = measureOf(shape);
  if (!measure) return null;
  return (
    <Stack gap={0} data-testid="shape-measure">
      {measureLines(measure, t, i18n.language).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** The selected shape's title, description, marker type and picture, colours or scale, and delete. */
export function ShapeProperties({
  model,
  entry,
  pictures,
}: {
  model: EditorModel;
  entry: EditorShape;
  pictures: ShapePictureUpload;
}) {
  const { t } = useTranslation();
  const [shapePicture, setShapePicture] = useState<CroppedPicture | null>(null);
  const { id, shape } = entry;
  const change = (changes: Partial<Shape>, mergeKey: string | null = null) =>
    model.updateShape(id, changes, mergeKey);
  const style = 'style' in shape ? shape.style : null;
  // A slider's or picker's drag undoes as one step; a switch's each flip is its own step.
  const restyle = (changes: Partial<ShapeStyle>, merges = true) =>
    style &&
    change(
      { style: { ...style, ...changes } } as Partial<Shape>,
      merges ? `style:${id}:${Object.keys(changes).join()}` : null,
    );

  return (
    <Paper withBorder p="sm" data-testid="shape-properties">
      <Stack gap="xs">
        <TextInput
          label={t('spots.editor.shapeTitle')}
          maxLength={200}
          value={shape.title}
          onChange={(event) => change({ title: event.currentTarget.value }, `title:${id}`)}
        />
        <Textarea
          label={t('spots.editor.shapeDescription')}
          autosize
          minRows={2}
          value={shape.description}
          onChange={(event) => change({ description: event.currentTarget.value }, `description:${id}`)}
        />
        {shape.type === 'marker' && (
          <>
            <Select
              label={t('spots.editor.markerType')}
              data={MARKER_TYPES.map((value) => ({ value, label: t(`spots.marker.${value}`) }))}
              value={shape.markerType}
              onChange={(value) =>
                value && isMarkerType(value) && change({ markerType: value, iconHref: null })
              }
              leftSection={<MarkerTypeIcon type={shape.markerType ?? 'marker'} size={22} />}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap">
                  <MarkerTypeIcon type={option.value as MarkerType} size={22} />
                  <span>{option.label}</span>
                </Group>
              )}
              searchable
            />
            {shape.image && <img src={shape.image} alt="" style={{ maxHeight: 80, maxWidth: '100%' }} />}
            <PictureCropField
              label={t('spots.editor.markerShapePicture')}
              value={shapePicture}
              onChange={setShapePicture}
              aspect={4 / 3}
            />
            {shapePicture && (
              <Button
                size="xs"
                loading={pictures.pending}
                onClick={() =>
                  pictures.upload(shapePicture, shape.image, ({ url }) => {
                    change({ image: url });
                    setShapePicture(null);
                  })
                }
              >
                {t('spots.editor.upload')}
              </Button>
            )}
          </>
        )}
        <ShapeMeasure shape={shape} />
        {style && <StyleFields style={style} area={AREAS.includes(shape.type)} restyle={restyle} />}
        {shape.type === 'image' && (
          <Stack gap={2}>
            <Text size="sm">{t('spots.editor.scale')}</Text>
            <Slider
              min={0.2}
              max={5}
              step={0.1}
              value={entry.scale}
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
