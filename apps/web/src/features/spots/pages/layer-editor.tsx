import { errorCodes } from '@club/shared/api/errors';
import {
  editKmlFile,
  type Layer,
  type Spot,
  uploadKmlFile,
  uploadMarkerPicture,
} from '@club/shared/api/spots';
import {
  CIRCLE_DEFAULT_RADIUS_M,
  DEFAULT_LAYER_NAME,
  DESKTOP_MAP_HEIGHT_PX,
  RECTANGLE_DEFAULT_HEIGHT_M,
  RECTANGLE_DEFAULT_WIDTH_M,
  SPOT_ZOOM,
} from '@club/shared/constants';
import { DEFAULT_STYLE } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import { isMarkerType, MARKER_TYPES, type MarkerType } from '@club/shared/domain/marker-types';
import {
  Anchor,
  Button,
  Center,
  ColorInput,
  Grid,
  Group,
  Loader,
  NavLink,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Slider,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import L from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import {
  type CroppedPicture,
  PictureCropField,
  pictureFields,
} from '../../../components/picture-crop-field.tsx';
import { paths } from '../../../config/paths.ts';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { notifyFileTooBig } from '../../../lib/file-too-big.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { createBaseMap } from '../../../lib/map/base-map.ts';
import { MarkerTypeIcon, ShapeToolIcon } from '../../../lib/map/editor-icons.tsx';
import { loadGeoman } from '../../../lib/map/geoman.ts';
import { fetchKml, markerIcon, pathOptions } from '../../../lib/map/kml-overlays.ts';
import { spotKeys, useMapConfig, useSpotLayers } from '../../../lib/spots/queries.ts';
import {
  defaultRectangle,
  type EditorShape,
  imageBounds,
  newMeta,
  restyle,
  type ShapeMeta,
  shapeFromOverlay,
  shapeToOverlay,
} from '../components/editor-shapes.ts';
import { layerNameError, layerNameTaken } from '../components/layer-name-field.ts';
import { useAdminSpot } from '../components/use-admin-spot.ts';

const MODES = ['hand', 'circle', 'marker', 'polygon', 'polyline', 'rectangle', 'image'] as const;
type Mode = (typeof MODES)[number];

/** What a person types in the editor: the layer's name, and each shape's title and description. */
type EditorValues = {
  Name: string;
  /** By shape, keyed `s{id}` (see textKey). */
  Shapes: Record<string, ShapeTexts>;
};
type ShapeTexts = { Title: string; Description: string };

const textKey = (id: number) => `s${id}`;
const textsOf = (meta: ShapeMeta): ShapeTexts => ({ Title: meta.title, Description: meta.description });

interface PlacedImage {
  url: string;
  width: number;
  height: number;
}

/** Uploads a picture for a marker or a ground overlay of the spot; returns its URL and size. */
function useUploadPicture(spotId: number) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ picture, oldUrl }: { picture: CroppedPicture; oldUrl: string | null }) =>
      callApi(uploadMarkerPicture, {
        body: { ...pictureFields(picture), Picture_data: picture.dataUrl, Spot_id: spotId, Old_url: oldUrl },
      }),
    onError: (error) => {
      if (isApiError(error, errorCodes.fileTooBig)) notifyFileTooBig();
      else showErrorDialog(t);
    },
  });
}

function LayerEditor({ spot, existing }: { spot: Spot; existing: Layer | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useMapConfig();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const shapes = useRef(new Map<number, EditorShape>());
  const imageBoxes = useRef(new Map<number, { base: L.LatLngBounds; scale: number }>());
  const nextId = useRef(1);
  const drawing = useRef<{ points: L.LatLng[]; line: L.Polyline | null }>({ points: [], line: null });
  const form = useSchemaForm<EditorValues>({
    initialValues: { Name: existing?.Name ?? DEFAULT_LAYER_NAME, Shapes: {} },
    schema: uploadKmlFile.body.pick({ Name: true }),
    toInput: (values) => ({ Name: values.Name }),
    validateInputOnChange: ['Name'],
  });
  /** Shapes drawn, moved, restyled or deleted since the layer was opened or saved. */
  const [shapesChanged, setShapesChanged] = useState(false);
  const markChanged = useCallback(() => setShapesChanged(true), []);
  const guard = useUnsavedChangesGuard(form.isDirty() || shapesChanged);
  const [mode, setMode] = useState<Mode>('circle');
  const [markerType, setMarkerType] = useState<MarkerType>('fish');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const [drawnPoints, setDrawnPoints] = useState(0);
  const [ready, setReady] = useState(false);
  const [imagePicture, setImagePicture] = useState<CroppedPicture | null>(null);
  const [placedImage, setPlacedImage] = useState<PlacedImage | null>(null);
  const [markerPicture, setMarkerPicture] = useState<CroppedPicture | null>(null);
  const uploadPicture = useUploadPicture(spot.Id);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const markerTypeRef = useRef(markerType);
  markerTypeRef.current = markerType;
  const placedImageRef = useRef(placedImage);
  placedImageRef.current = placedImage;
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;

  const bump = useCallback(() => setVersion((value) => value + 1), []);

  const select = useCallback((id: number | null) => {
    const previous = selectedRef.current === null ? null : shapes.current.get(selectedRef.current);
    if (previous?.layer && 'pm' in previous.layer) (previous.layer as L.Path).pm.disable();
    const next = id === null ? null : shapes.current.get(id);
    if (next?.layer && 'pm' in next.layer && !(next.layer instanceof L.ImageOverlay)) {
      (next.layer as L.Path).pm.enable({ allowSelfIntersection: true, draggable: true });
    }
    setSelectedId(id);
    setMarkerPicture(null);
  }, []);

  /** Puts a shape on the map; one drawn now (not read from the layer's file) is a change to save. */
  const addShape = useCallback(
    (shape: EditorShape, selectIt: boolean, drawn = true) => {
      const current = map.current;
      if (!current) return;
      shapes.current.set(shape.meta.id, shape);
      if (drawn) {
        form.setFieldValue(`Shapes.${textKey(shape.meta.id)}`, textsOf(shape.meta));
        markChanged();
      }
      if (shape.layer) {
        shape.layer.addTo(current);
        shape.layer.on('click', (event: L.LeafletEvent) => {
          L.DomEvent.stopPropagation(event as L.LeafletMouseEvent);
          select(shape.meta.id);
        });
        // Geoman's vertex moves and drags.
        shape.layer.on('pm:edit pm:dragend', markChanged);
        if (shape.layer instanceof L.ImageOverlay) {
          imageBoxes.current.set(shape.meta.id, { base: shape.layer.getBounds(), scale: 1 });
        }
      }
      element.current?.setAttribute('data-shape-count', String(shapes.current.size));
      bump();
      if (selectIt) select(shape.meta.id);
    },
    [bump, select, markChanged, form.setFieldValue],
  );

  const finishDrawing = useCallback(() => {
    const { points, line } = drawing.current;
    line?.remove();
    drawing.current = { points: [], line: null };
    setDrawnPoints(0);
    const kind = modeRef.current;
    const id = nextId.current++;
    if (kind === 'polygon' && points.length >= 3) {
      addShape(
        { meta: newMeta(id, 'polygon'), layer: L.polygon(points, pathOptions(DEFAULT_STYLE, true)) },
        true,
      );
    } else if (kind === 'polyline' && points.length >= 2) {
      addShape(
        { meta: newMeta(id, 'polyline'), layer: L.polyline(points, pathOptions(DEFAULT_STYLE, false)) },
        true,
      );
    }
  }, [addShape]);

  // The map, with geoman for editing, and the layer's current shapes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: built once per layer version; clicks read refs
  useEffect(() => {
    const tileUrl = config.data?.Tile_url;
    if (!element.current || tileUrl === undefined) return;
    let cancelled = false;
    let created: L.Map | null = null;
    const container = element.current;
    const shapeStore = shapes.current;
    loadGeoman().then(async () => {
      if (cancelled) return;
      created = createBaseMap(container, { tileUrl, unavailableLabel: t('spots.map.imageryUnavailable') });
      created.doubleClickZoom.disable();
      created.setView([spot.Latitude, spot.Longitude], SPOT_ZOOM);
      map.current = created;
      created.on('click', (event: L.LeafletMouseEvent) => onMapClick(event.latlng));
      created.on('dblclick', () => finishDrawing());
      if (existing) {
        try {
          const kml = await fetchKml(existing.Url);
          if (cancelled) return;
          const texts: EditorValues['Shapes'] = {};
          for (const overlay of kml.overlays) {
            const shape = shapeFromOverlay(overlay, nextId.current++);
            addShape(shape, false, false);
            texts[textKey(shape.meta.id)] = textsOf(shape.meta);
          }
          // What the file holds is where unsaved changes start from.
          form.setInitialValues({ Name: existing.Name, Shapes: texts });
          form.setValues({ Shapes: texts });
        } catch {
          showErrorDialog(t);
        }
      }
      container.setAttribute('data-shape-count', String(shapeStore.size));
      setReady(true);
    });
    return () => {
      cancelled = true;
      created?.remove();
      map.current = null;
      shapeStore.clear();
    };
  }, [config.data?.Tile_url, existing?.Url]);

  function onMapClick(latlng: L.LatLng) {
    const current = map.current;
    if (!current) return;
    const kind = modeRef.current;
    const id = nextId.current;
    const at = { lat: latlng.lat, lng: latlng.lng };
    switch (kind) {
      case 'hand': {
        const selected = selectedRef.current === null ? null : shapes.current.get(selectedRef.current);
        // A selected picture moves to where the map is clicked; otherwise the click deselects.
        if (selected?.layer instanceof L.ImageOverlay) {
          const box = imageBoxes.current.get(selected.meta.id);
          if (box) {
            const half = box.base.getNorthEast();
            const centre = box.base.getCenter();
            const moved = L.latLngBounds(
              [latlng.lat - (half.lat - centre.lat), latlng.lng - (half.lng - centre.lng)],
              [latlng.lat + (half.lat - centre.lat), latlng.lng + (half.lng - centre.lng)],
            );
            box.base = moved;
            selected.layer.setBounds(scaleBounds(moved, box.scale));
            markChanged();
          }
        } else select(null);
        return;
      }
      case 'circle':
        nextId.current++;
        addShape(
          {
            meta: newMeta(id, 'circle'),
            layer: L.circle(latlng, { radius: CIRCLE_DEFAULT_RADIUS_M, ...pathOptions(DEFAULT_STYLE, true) }),
          },
          true,
        );
        return;
      case 'rectangle':
        nextId.current++;
        addShape(
          {
            meta: newMeta(id, 'rectangle'),
            layer: L.rectangle(
              defaultRectangle(at, RECTANGLE_DEFAULT_WIDTH_M, RECTANGLE_DEFAULT_HEIGHT_M),
              pathOptions(DEFAULT_STYLE, true),
            ),
          },
          true,
        );
        return;
      case 'marker': {
        nextId.current++;
        const type = markerTypeRef.current;
        addShape(
          {
            meta: newMeta(id, 'marker', { markerType: type, title: t(`spots.marker.${type}`) }),
            layer: L.marker(latlng, { icon: markerIcon(type) }),
          },
          true,
        );
        return;
      }
      case 'image': {
        const picture = placedImageRef.current;
        if (!picture) {
          notifications.show({ message: t('spots.editor.needPicture'), color: 'orange' });
          return;
        }
        nextId.current++;
        addShape(
          {
            meta: newMeta(id, 'image', { image: picture.url }),
            layer: L.imageOverlay(picture.url, imageBounds(at, picture, 1), {
              interactive: true,
              opacity: 0.9,
            }),
          },
          true,
        );
        return;
      }
      case 'polygon':
      case 'polyline': {
        const draft = drawing.current;
        draft.points.push(latlng);
        if (draft.line) draft.line.setLatLngs(draft.points);
        else
          draft.line = L.polyline(draft.points, { dashArray: '6 6', color: '#ffffff', weight: 2 }).addTo(
            current,
          );
        setDrawnPoints(draft.points.length);
        return;
      }
    }
  }

  function changeMode(next: Mode) {
    drawing.current.line?.remove();
    drawing.current = { points: [], line: null };
    setDrawnPoints(0);
    setMode(next);
  }

  const selected = selectedId === null ? null : (shapes.current.get(selectedId) ?? null);

  function updateMeta(changes: Partial<ShapeMeta>) {
    if (!selected) return;
    Object.assign(selected.meta, changes);
    restyle(selected);
    markChanged();
    bump();
  }

  function deleteSelected() {
    if (!selected) return;
    if (selected.layer && 'pm' in selected.layer) (selected.layer as L.Path).pm.disable();
    selected.layer?.remove();
    shapes.current.delete(selected.meta.id);
    element.current?.setAttribute('data-shape-count', String(shapes.current.size));
    const key = textKey(selected.meta.id);
    form.setValues((current) => ({
      Shapes: Object.fromEntries(Object.entries(current.Shapes ?? {}).filter(([entry]) => entry !== key)),
    }));
    setSelectedId(null);
    markChanged();
    bump();
  }

  function scaleSelectedImage(scale: number) {
    if (!(selected?.layer instanceof L.ImageOverlay)) return;
    const box = imageBoxes.current.get(selected.meta.id);
    if (!box) return;
    box.scale = scale;
    selected.layer.setBounds(scaleBounds(box.base, scale));
    markChanged();
    bump();
  }

  const save = useMutation({
    mutationFn: (values: EditorValues) => {
      const Name = values.Name.trim();
      for (const shape of shapes.current.values()) {
        const texts = values.Shapes[textKey(shape.meta.id)];
        if (texts) Object.assign(shape.meta, { title: texts.Title, description: texts.Description });
      }
      const overlays = [...shapes.current.values()].map(shapeToOverlay).filter((overlay) => overlay !== null);
      const Data = writeKml({ name: Name, overlays });
      return existing
        ? callApi(editKmlFile, {
            body: { Name, Old_name: existing.Name, Data, Spot_id: spot.Id, Uploaded: false },
          })
        : callApi(uploadKmlFile, { body: { Name, Data, Spot_id: spot.Id, Uploaded: false } });
    },
    onSuccess: async (layer) => {
      form.resetDirty();
      setShapesChanged(false);
      guard.release();
      await queryClient.invalidateQueries({ queryKey: spotKeys.layers(spot.Id) });
      flashSuccess(t('spots.common.saved'));
      if (!existing || existing.Name !== layer.Name) {
        navigate(paths.admin.layerEditor.to(spot.Id, layer.Name), { replace: true });
      }
    },
    onError: (error) => {
      if (Object.keys(showServerErrors(form, error, { codes: layerNameTaken(t) })).length === 0)
        showErrorDialog(t);
    },
  });

  const list = [...shapes.current.values()];
  const titleOf = (shape: EditorShape) =>
    form.values.Shapes[textKey(shape.meta.id)]?.Title ?? shape.meta.title;
  void version;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <div
          ref={element}
          data-testid="layer-editor-map"
          data-mode={mode}
          style={{
            height: DESKTOP_MAP_HEIGHT_PX,
            borderRadius: 8,
            cursor: mode === 'hand' ? 'grab' : 'crosshair',
          }}
        />
        {!ready && (
          <Center mt="sm">
            <Loader size="sm" />
          </Center>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('spots.editor.layerName')}
              maxLength={100}
              {...form.getInputProps('Name')}
              error={layerNameError(t, form.errors.Name, form.values.Name)}
            />
            <Text size="sm" fw={500}>
              {t('spots.editor.modes')}
            </Text>
            <SegmentedControl
              aria-label={t('spots.editor.modes')}
              orientation="vertical"
              fullWidth
              value={mode}
              onChange={(value) => changeMode(value as Mode)}
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
            {mode === 'marker' && (
              <Select
                label={t('spots.editor.markerType')}
                data={MARKER_TYPES.map((value) => ({ value, label: t(`spots.marker.${value}`) }))}
                value={markerType}
                onChange={(value) => value && isMarkerType(value) && setMarkerType(value)}
                leftSection={<MarkerTypeIcon type={markerType} size={22} />}
                renderOption={({ option }) => (
                  <Group gap="xs" wrap="nowrap">
                    <MarkerTypeIcon type={option.value as MarkerType} size={22} />
                    <span>{option.label}</span>
                  </Group>
                )}
                allowDeselect={false}
                searchable
              />
            )}
            {mode === 'image' && (
              <Paper withBorder p="xs">
                <Stack gap="xs">
                  <PictureCropField
                    label={t('spots.editor.overlayPicture')}
                    value={imagePicture}
                    onChange={setImagePicture}
                  />
                  {imagePicture && (
                    <Button
                      size="xs"
                      loading={uploadPicture.isPending}
                      onClick={() =>
                        uploadPicture.mutate(
                          { picture: imagePicture, oldUrl: null },
                          {
                            onSuccess: (uploaded) => {
                              setPlacedImage({
                                url: uploaded.Url,
                                width: uploaded.Width,
                                height: uploaded.Height,
                              });
                              setImagePicture(null);
                            },
                          },
                        )
                      }
                    >
                      {t('spots.editor.upload')}
                    </Button>
                  )}
                  {placedImage && (
                    <img
                      data-testid="placed-image"
                      src={placedImage.url}
                      alt=""
                      style={{ maxHeight: 80, maxWidth: '100%' }}
                    />
                  )}
                </Stack>
              </Paper>
            )}
            {(mode === 'polygon' || mode === 'polyline') && (
              <Button
                variant="light"
                onClick={finishDrawing}
                disabled={drawnPoints < (mode === 'polygon' ? 3 : 2)}
              >
                {t('spots.editor.finish')} ({drawnPoints})
              </Button>
            )}
            <Text size="sm" fw={600}>
              {t('spots.editor.shapes')}
            </Text>
            {list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('spots.editor.empty')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={180}>
                {list.map((shape) => (
                  <NavLink
                    key={shape.meta.id}
                    component="button"
                    data-testid="editor-shape"
                    data-type={shape.meta.type}
                    label={
                      titleOf(shape) ||
                      t(
                        `spots.editor.mode.${shape.meta.type === 'multi' ? 'polyline' : shape.meta.type === 'network_link' ? 'hand' : shape.meta.type}`,
                      )
                    }
                    description={
                      shape.meta.markerType ? t(`spots.marker.${shape.meta.markerType}`) : undefined
                    }
                    active={shape.meta.id === selectedId}
                    onClick={() => select(shape.meta.id)}
                  />
                ))}
              </ScrollArea.Autosize>
            )}
            {selected && (
              <Paper withBorder p="sm" data-testid="shape-properties">
                <Stack gap="xs">
                  <TextInput
                    label={t('spots.editor.shapeTitle')}
                    maxLength={200}
                    {...form.getInputProps(`Shapes.${textKey(selected.meta.id)}.Title`)}
                  />
                  <Textarea
                    label={t('spots.editor.shapeDescription')}
                    autosize
                    minRows={2}
                    {...form.getInputProps(`Shapes.${textKey(selected.meta.id)}.Description`)}
                  />
                  {selected.meta.type === 'marker' && (
                    <>
                      <Select
                        label={t('spots.editor.markerType')}
                        data={MARKER_TYPES.map((value) => ({ value, label: t(`spots.marker.${value}`) }))}
                        value={selected.meta.markerType}
                        onChange={(value) =>
                          value && isMarkerType(value) && updateMeta({ markerType: value, iconHref: null })
                        }
                        leftSection={<MarkerTypeIcon type={selected.meta.markerType ?? 'marker'} size={22} />}
                        renderOption={({ option }) => (
                          <Group gap="xs" wrap="nowrap">
                            <MarkerTypeIcon type={option.value as MarkerType} size={22} />
                            <span>{option.label}</span>
                          </Group>
                        )}
                        searchable
                      />
                      {selected.meta.image && (
                        <img src={selected.meta.image} alt="" style={{ maxHeight: 80, maxWidth: '100%' }} />
                      )}
                      <PictureCropField
                        label={t('spots.editor.markerPicture')}
                        value={markerPicture}
                        onChange={setMarkerPicture}
                        aspect={4 / 3}
                      />
                      {markerPicture && (
                        <Button
                          size="xs"
                          loading={uploadPicture.isPending}
                          onClick={() =>
                            uploadPicture.mutate(
                              { picture: markerPicture, oldUrl: selected.meta.image },
                              {
                                onSuccess: (uploaded) => {
                                  updateMeta({ image: uploaded.Url });
                                  setMarkerPicture(null);
                                },
                              },
                            )
                          }
                        >
                          {t('spots.editor.upload')}
                        </Button>
                      )}
                    </>
                  )}
                  {selected.meta.type !== 'marker' &&
                    selected.meta.type !== 'image' &&
                    selected.meta.type !== 'network_link' && (
                      <Group grow>
                        <ColorInput
                          label={t('spots.editor.color')}
                          format="hex"
                          value={selected.meta.style.strokeColor}
                          onChange={(value) =>
                            /^#[0-9a-f]{6}$/i.test(value) &&
                            updateMeta({ style: { ...selected.meta.style, strokeColor: value } })
                          }
                        />
                        {selected.meta.type !== 'polyline' && selected.meta.type !== 'multi' && (
                          <ColorInput
                            label={t('spots.editor.fillColor')}
                            format="hex"
                            value={selected.meta.style.fillColor}
                            onChange={(value) =>
                              /^#[0-9a-f]{6}$/i.test(value) &&
                              updateMeta({ style: { ...selected.meta.style, fillColor: value } })
                            }
                          />
                        )}
                      </Group>
                    )}
                  {selected.meta.type === 'image' && (
                    <Stack gap={2}>
                      <Text size="sm">{t('spots.editor.scale')}</Text>
                      <Slider
                        min={0.2}
                        max={5}
                        step={0.1}
                        value={imageBoxes.current.get(selected.meta.id)?.scale ?? 1}
                        onChange={scaleSelectedImage}
                        aria-label={t('spots.editor.scale')}
                      />
                    </Stack>
                  )}
                  <Button color="red" variant="light" size="xs" onClick={deleteSelected}>
                    {t('spots.editor.deleteShape')}
                  </Button>
                </Stack>
              </Paper>
            )}
            <Button type="submit" loading={save.isPending} disabled={!ready}>
              {t('spots.editor.save')}
            </Button>
          </Stack>
        </form>
      </Grid.Col>
    </Grid>
  );
}

function scaleBounds(bounds: L.LatLngBounds, scale: number): L.LatLngBounds {
  const centre = bounds.getCenter();
  const halfLat = ((bounds.getNorth() - bounds.getSouth()) / 2) * scale;
  const halfLng = ((bounds.getEast() - bounds.getWest()) / 2) * scale;
  return L.latLngBounds(
    [centre.lat - halfLat, centre.lng - halfLng],
    [centre.lat + halfLat, centre.lng + halfLng],
  );
}

/**
 * The layer editor: /admin/spot_edition_calques/{spot_id}/{layer} edits a drawn layer,
 * /admin/spot_creation_calque/{spot_id} starts a new one ('New layer'). A missing spot goes home.
 */
export default function LayerEditorPage() {
  const { t } = useTranslation();
  const { spotId, layer: layerName } = useParams();
  const { spot, missing } = useAdminSpot(spotId);
  const layers = useSpotLayers(spot?.Id ?? null);
  if (missing) return <Navigate to={paths.home.to()} replace />;
  const existing = layerName
    ? (layers.data?.find((layer) => !layer.Uploaded && layer.Name === layerName) ?? null)
    : null;
  if (spot && layerName && layers.isSuccess && !existing) {
    return <Navigate to={paths.admin.spotSheet.to(spot.Id)} replace />;
  }
  if (!spot || (layerName && !existing))
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.admin.spotSheet.to(spot.Id)}>
        ← {t('spots.admin.sheet')}
      </Anchor>
      <Title order={2}>
        {existing
          ? t('spots.editor.titleEdit', { layer: existing.Name, name: spot.Name })
          : t('spots.editor.titleNew', { name: spot.Name })}
      </Title>
      <LayerEditor key={existing?.Url ?? 'new'} spot={spot} existing={existing} />
    </Stack>
  );
}
