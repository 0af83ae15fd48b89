import { errorCodes } from '@club/shared/api/errors';
import {
  editKmlFile,
  type Layer,
  type Spot,
  uploadKmlFile,
  uploadMarkerPicture,
} from '@club/shared/api/spots';
import { DEFAULT_LAYER_NAME, DESKTOP_MAP_HEIGHT_PX, SPOT_ZOOM } from '@club/shared/constants';
import type { LatLng } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import { isMarkerType, MARKER_TYPES, type MarkerType } from '@club/shared/domain/marker-types';
import {
  Anchor,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  NavLink,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
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
import { fetchKml } from '../../../lib/map/kml-overlays.ts';
import { spotKeys, useMapConfig, useSpotLayers } from '../../../lib/spots/queries.ts';
import { newCircle, newImage, newMarker, newPath, newRectangle } from '../components/editor-shapes.ts';
import { layerNameError, layerNameTaken } from '../components/layer-name-field.ts';
import { useAdminSpot } from '../components/use-admin-spot.ts';
import { HistoryButtons } from '../editor/history-buttons.tsx';
import { LeafletShapes } from '../editor/leaflet-adapter.ts';
import { centredBounds, EditorModel, overlaysToSave } from '../editor/model.ts';
import { type PictureUpload, ShapeProperties } from '../editor/shape-properties.tsx';
import { useEditorState, useHistoryShortcuts } from '../editor/shortcuts.ts';

const MODES = ['hand', 'circle', 'marker', 'polygon', 'polyline', 'rectangle', 'image'] as const;
type Mode = (typeof MODES)[number];

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

const samePoint = (a: LatLng | undefined, b: LatLng) => a?.lat === b.lat && a.lng === b.lng;

interface Rename {
  from: string;
  to: string;
}

function LayerEditor({
  spot,
  existing,
  onRenamed,
}: {
  spot: Spot;
  existing: Layer | null;
  onRenamed: (rename: Rename) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useMapConfig();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const adapter = useRef<LeafletShapes | null>(null);
  const [model] = useState(() => new EditorModel());
  const state = useEditorState(model);
  useHistoryShortcuts(model);
  /** The line or polygon being drawn, point by point, until it is finished. */
  const drawing = useRef<{ points: LatLng[]; line: L.Polyline | null }>({ points: [], line: null });
  const form = useSchemaForm<{ Name: string }>({
    initialValues: { Name: existing?.Name ?? DEFAULT_LAYER_NAME },
    schema: uploadKmlFile.body.pick({ Name: true }),
    toInput: (values) => ({ Name: values.Name }),
    validateInputOnChange: ['Name'],
  });
  const guard = useUnsavedChangesGuard(form.isDirty() || state.changed);
  // It opens in pan mode: a first click to look around adds nothing.
  const [mode, setMode] = useState<Mode>('hand');
  const [markerType, setMarkerType] = useState<MarkerType>('fish');
  const [drawnPoints, setDrawnPoints] = useState(0);
  const [ready, setReady] = useState(false);
  const [imagePicture, setImagePicture] = useState<CroppedPicture | null>(null);
  const [placedImage, setPlacedImage] = useState<PlacedImage | null>(null);
  const uploadPicture = useUploadPicture(spot.Id);
  const pictures: PictureUpload = {
    pending: uploadPicture.isPending,
    upload: (picture, oldUrl, done) =>
      uploadPicture.mutate({ picture, oldUrl }, { onSuccess: (uploaded) => done(uploaded.Url) }),
  };
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const markerTypeRef = useRef(markerType);
  markerTypeRef.current = markerType;
  const placedImageRef = useRef(placedImage);
  placedImageRef.current = placedImage;

  function clearDraft() {
    drawing.current.line?.remove();
    drawing.current = { points: [], line: null };
    setDrawnPoints(0);
  }

  function finishDrawing() {
    const { points } = drawing.current;
    clearDraft();
    const kind = modeRef.current;
    if ((kind === 'polygon' && points.length >= 3) || (kind === 'polyline' && points.length >= 2)) {
      model.add(newPath(kind, points));
    }
  }

  // The map, with geoman for editing, and the layer's current shapes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: built once per layer version; clicks read refs
  useEffect(() => {
    const tileUrl = config.data?.Tile_url;
    if (!element.current || tileUrl === undefined) return;
    let cancelled = false;
    let created: L.Map | null = null;
    const container = element.current;
    loadGeoman().then(async () => {
      if (cancelled) return;
      created = createBaseMap(container, { tileUrl, unavailableLabel: t('spots.map.imageryUnavailable') });
      created.doubleClickZoom.disable();
      created.setView([spot.Latitude, spot.Longitude], SPOT_ZOOM);
      map.current = created;
      adapter.current = new LeafletShapes(created, model, (id) => model.select(id));
      adapter.current.setDrawing(modeRef.current !== 'hand');
      created.on('click', (event: L.LeafletMouseEvent) => onMapClick(event.latlng));
      created.on('dblclick', () => finishDrawing());
      if (existing) {
        try {
          const kml = await fetchKml(existing.Url);
          if (cancelled) return;
          model.reset(kml.overlays);
        } catch {
          showErrorDialog(t);
        }
      }
      setReady(true);
    });
    return () => {
      cancelled = true;
      adapter.current?.destroy();
      adapter.current = null;
      created?.remove();
      map.current = null;
    };
  }, [config.data?.Tile_url, existing?.Url]);

  useEffect(() => {
    element.current?.setAttribute('data-shape-count', String(state.shapes.length));
  }, [state.shapes]);

  function onMapClick(latlng: L.LatLng) {
    const current = map.current;
    if (!current) return;
    const at = { lat: latlng.lat, lng: latlng.lng };
    switch (modeRef.current) {
      case 'hand': {
        const { selectedId } = model.getState();
        const selected = selectedId === null ? null : model.shape(selectedId);
        // A selected picture moves to where the map is clicked; otherwise the click deselects.
        if (selected?.overlay.type === 'image') {
          model.updateOverlay(selected.id, { bounds: centredBounds(selected.overlay.bounds, at) });
        } else model.select(null);
        return;
      }
      case 'circle':
        model.add(newCircle(at));
        return;
      case 'rectangle':
        model.add(newRectangle(at));
        return;
      case 'marker': {
        const type = markerTypeRef.current;
        model.add(newMarker(at, type, t(`spots.marker.${type}`)));
        return;
      }
      case 'image': {
        const picture = placedImageRef.current;
        if (!picture) {
          notifications.show({ message: t('spots.editor.needPicture'), color: 'orange' });
          return;
        }
        model.add(newImage(at, picture));
        return;
      }
      case 'polygon':
      case 'polyline': {
        const draft = drawing.current;
        // The two clicks of a double click that ends the shape land on the same point.
        if (samePoint(draft.points[draft.points.length - 1], at)) return;
        draft.points.push(at);
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
    clearDraft();
    setMode(next);
    adapter.current?.setDrawing(next !== 'hand');
  }

  const selected = state.selectedId === null ? null : model.shape(state.selectedId);

  const save = useMutation({
    mutationFn: (values: { Name: string }) => {
      const Name = values.Name.trim();
      const Data = writeKml({ name: Name, overlays: overlaysToSave(model.getState().shapes) });
      return existing
        ? callApi(editKmlFile, {
            body: { Name, Old_name: existing.Name, Data, Spot_id: spot.Id, Uploaded: false },
          })
        : callApi(uploadKmlFile, { body: { Name, Data, Spot_id: spot.Id, Uploaded: false } });
    },
    onSuccess: async (layer) => {
      form.resetDirty();
      model.markSaved();
      guard.release();
      if (!existing || existing.Name !== layer.Name) {
        if (existing) onRenamed({ from: existing.Name, to: layer.Name });
        queryClient.setQueryData<Layer[]>(spotKeys.layers(spot.Id), (layers) => [...(layers ?? []), layer]);
        navigate(paths.admin.layerEditor.to(spot.Id, layer.Name), { replace: true });
      }
      await queryClient.invalidateQueries({ queryKey: spotKeys.layers(spot.Id) });
      flashSuccess(t('spots.common.saved'));
    },
    onError: (error) => {
      if (Object.keys(showServerErrors(form, error, { codes: layerNameTaken(t) })).length === 0)
        showErrorDialog(t);
    },
  });

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
            {selected && (
              <ShapeProperties key={selected.id} model={model} shape={selected} pictures={pictures} />
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

/**
 * The layer editor: /admin/spot_edition_calques/{spot_id}/{layer} edits a drawn layer,
 * /admin/spot_creation_calque/{spot_id} starts a new one ('New layer'). A missing spot goes home.
 */
export default function LayerEditorPage() {
  const { t } = useTranslation();
  const { spotId, layer: layerName } = useParams();
  const { spot, missing } = useAdminSpot(spotId);
  const layers = useSpotLayers(spot?.Id ?? null);
  // Renders with the old name in the URL can still come after a rename saved (the navigation to the
  // new name is a transition): they show the renamed layer rather than leave the editor.
  const [rename, setRename] = useState<Rename | null>(null);
  if (missing) return <Navigate to={paths.home.to()} replace />;
  const wanted = rename && layerName === rename.from ? rename.to : layerName;
  const existing = wanted
    ? (layers.data?.find((layer) => !layer.Uploaded && layer.Name === wanted) ?? null)
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
      <LayerEditor key={existing?.Url ?? 'new'} spot={spot} existing={existing} onRenamed={setRename} />
    </Stack>
  );
}
