import { errorCodes } from '@club/shared/api/errors';
import { KML_MAX_CHARS, type Layer, uploadKmlFile } from '@club/shared/api/layers';
import type { Spot } from '@club/shared/api/spots';
import { DEFAULT_LAYER_NAME, DESKTOP_MAP_HEIGHT_PX, SPOT_ZOOM } from '@club/shared/constants';
import { writeKml } from '@club/shared/domain/kml/writer';
import type { MarkerType } from '@club/shared/domain/marker-types';
import { pages } from '@club/shared/pages';
import { Anchor, Button, Center, Grid, Loader, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyFileTooBig } from '../../../lib/file-too-big.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { createBaseMap } from '../../../lib/map/base-map.ts';
import { loadGeoman } from '../../../lib/map/geoman.ts';
import { fetchLayer } from '../../../lib/map/kml-shapes.ts';
import { useSpotLayers } from '../../../lib/spots/get-layers.ts';
import { useMapConfig } from '../../../lib/spots/get-map-config.ts';
import { type DrawnLayerInput, useSaveLayer } from '../api/save-layer.ts';
import { useUploadShapePicture } from '../api/upload-shape-picture.ts';
import { layerNameError, layerNameTaken } from '../components/layer-name-field.ts';
import { showLayer, toLeafletBounds } from '../components/layer-view.ts';
import { useAdminSpot } from '../components/use-admin-spot.ts';
import { DrawingTools, type Mode, type PlacedImage, type ToolChoice } from '../editor/drawing-tools.ts';
import { LeafletShapes } from '../editor/leaflet-adapter.ts';
import { measureLines } from '../editor/measure-lines.ts';
import { EditorModel, shapesBounds, shapesToSave } from '../editor/model.ts';
import { ShapeList } from '../editor/shape-list.tsx';
import { type ShapePictureUpload, ShapeProperties } from '../editor/shape-properties.tsx';
import { useEditorState, useHistoryShortcuts } from '../editor/shortcuts.ts';
import { ToolPanel } from '../editor/tool-panel.tsx';

/** Uploads a picture for a marker or a ground overlay of the spot; returns its URL and size. */
function useShapePictureUpload(spotId: number): ShapePictureUpload {
  const { t } = useTranslation();
  const mutation = useUploadShapePicture(spotId, {
    onError: (error) => {
      if (isApiError(error, errorCodes.fileTooBig)) notifyFileTooBig();
      else showErrorDialog(t);
    },
  });
  return {
    pending: mutation.isPending,
    upload: (picture, oldUrl, done) =>
      mutation.mutate(
        { picture, oldUrl },
        {
          onSuccess: (uploaded) =>
            done({ url: uploaded.Url, width: uploaded.Width, height: uploaded.Height }),
        },
      ),
  };
}

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
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const config = useMapConfig();
  const element = useRef<HTMLDivElement>(null);
  const shown = useRef<LeafletShapes | null>(null);
  const tools = useRef<DrawingTools | null>(null);
  const [model] = useState(() => new EditorModel());
  const state = useEditorState(model);
  useHistoryShortcuts(model);
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
  const [draftPoints, setDraftPoints] = useState(0);
  const [ready, setReady] = useState(false);
  const [placedImage, setPlacedImage] = useState<PlacedImage | null>(null);
  const pictures = useShapePictureUpload(spot.Id);
  /** What the map's clicks read: the panels' latest choices. */
  const choice = useRef<ToolChoice | null>(null);
  choice.current = {
    mode,
    markerType,
    markerTitle: (type) => t(`spots.marker.${type}`),
    placedImage,
    needPicture: () => notifications.show({ message: t('spots.editor.needPicture'), color: 'orange' }),
    draftChanged: setDraftPoints,
    measureLines: (measure) => measureLines(measure, t, i18n.language),
  };

  // The map, with geoman for editing, and the layer's current shapes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: built once per layer version; clicks read refs
  useEffect(() => {
    const tileUrl = config.data?.Tile_url;
    if (!element.current || tileUrl === undefined) return;
    let cancelled = false;
    let created: L.Map | null = null;
    const container = element.current;
    // The layer downloads and is read while the editing library loads and the map is made.
    const reading = existing ? fetchLayer(existing.Url) : null;
    reading?.catch(() => undefined);
    loadGeoman().then(async () => {
      if (cancelled) return;
      created = createBaseMap(container, { tileUrl, unavailableLabel: t('spots.map.imageryUnavailable') });
      created.doubleClickZoom.disable();
      created.setView([spot.Latitude, spot.Longitude], SPOT_ZOOM);
      shown.current = new LeafletShapes(
        created,
        model,
        (id) => model.select(id),
        (measure) => choice.current?.measureLines(measure) ?? [],
      );
      shown.current.setDrawing(choice.current?.mode !== 'hand');
      tools.current = new DrawingTools(created, model, () => choice.current as ToolChoice);
      if (reading) {
        try {
          const opened = await reading;
          if (cancelled) return;
          model.reset(opened.shapes);
          // An uploaded file may lie far from the spot: open on its shapes.
          const extent = shapesBounds(opened.shapes);
          if (extent && created) showLayer(created, toLeafletBounds(extent), 'outside');
        } catch {
          showErrorDialog(t);
        }
      }
      setReady(true);
    });
    return () => {
      cancelled = true;
      tools.current?.destroy();
      tools.current = null;
      shown.current?.destroy();
      shown.current = null;
      created?.remove();
    };
  }, [config.data?.Tile_url, existing?.Url]);

  useEffect(() => {
    element.current?.setAttribute('data-shape-count', String(state.shapes.length));
  }, [state.shapes]);

  function changeMode(next: Mode) {
    tools.current?.clearDraft();
    setMode(next);
    tools.current?.setMode(next);
    shown.current?.setDrawing(next !== 'hand');
  }

  const selected = state.selectedId === null ? null : model.shape(state.selectedId);

  const tooBig = () =>
    notifications.show({ message: t('spots.editor.tooBig'), color: 'red', autoClose: false });
  const save = useSaveLayer(spot.Id, existing, {
    onSuccess: (layer) => {
      form.resetDirty();
      model.markSaved();
      guard.release();
      if (!existing || existing.Name !== layer.Name) {
        if (existing) onRenamed({ from: existing.Name, to: layer.Name });
        navigate(pages.admin.layerEditor.to(spot.Id, layer.Name, layer.Uploaded), { replace: true });
      }
    },
    onRefreshed: () => flashSuccess(t('spots.common.saved')),
    onError: (error) => {
      // Our own KML is refused only past the server's reading limits.
      if (isApiError(error, errorCodes.notKml)) tooBig();
      else if (Object.keys(showServerErrors(form, error, { codes: layerNameTaken(t) })).length === 0)
        showErrorDialog(t);
    },
  });
  /** A layer longer than the save calls take (KML_MAX_CHARS) is not sent. */
  const submit = (values: { Name: string }) => {
    const Name = values.Name.trim();
    const layer: DrawnLayerInput = {
      Name,
      Data: writeKml({ name: Name, shapes: shapesToSave(model.getState().shapes) }),
    };
    if (layer.Data.length > KML_MAX_CHARS) tooBig();
    else save.mutate(layer);
  };

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
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('spots.editor.layerName')}
              maxLength={100}
              {...form.getInputProps('Name')}
              error={layerNameError(t, form.errors.Name, form.values.Name)}
            />
            <ToolPanel
              model={model}
              state={state}
              mode={mode}
              onMode={changeMode}
              markerType={markerType}
              onMarkerType={setMarkerType}
              placedImage={placedImage}
              onPlacedImage={setPlacedImage}
              pictures={pictures}
              draftPoints={draftPoints}
              onFinish={() => tools.current?.finish()}
            />
            <ShapeList model={model} state={state} />
            {selected && (
              <ShapeProperties key={selected.id} model={model} entry={selected} pictures={pictures} />
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
 * The layer editor: /admin/spot_edition_calques/{spot_id}/{layer} edits a drawn layer (an uploaded one
 * with `?uploaded=1`), /admin/spot_creation_calque/{spot_id} starts a new one ('New layer'). A missing
 * spot goes home, a missing layer to the spot admin page.
 */
export default function LayerEditorPage() {
  const { t } = useTranslation();
  const { spotId, layer: layerName } = useParams();
  const uploaded = useSearchParams()[0].get('uploaded') === '1';
  const { spot, missing } = useAdminSpot(spotId);
  const layers = useSpotLayers(spot?.Id ?? null);
  // Renders with the old name in the URL can still come after a rename saved (the navigation to the
  // new name is a transition): they show the renamed layer rather than leave the editor.
  const [rename, setRename] = useState<Rename | null>(null);
  if (missing) return <Navigate to={pages.home.to()} replace />;
  const wanted = rename && layerName === rename.from ? rename.to : layerName;
  const existing = wanted
    ? (layers.data?.find((layer) => layer.Uploaded === uploaded && layer.Name === wanted) ?? null)
    : null;
  if (spot && layerName && layers.isSuccess && !existing) {
    return <Navigate to={pages.admin.spotAdmin.to(spot.Id)} replace />;
  }
  if (!spot || (layerName && !existing))
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="md">
      <Anchor component={Link} to={pages.admin.spotAdmin.to(spot.Id)}>
        ← {t('spots.admin.spotAdmin')}
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
