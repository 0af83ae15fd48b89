import { errorCodes } from '@club/shared/api/errors';
import { createSpot, editSpot, type Spot } from '@club/shared/api/spots';
import { SPOT_EDIT_POPUP_ZOOM, SPOT_EDIT_POPUP_ZOOM_NEW } from '@club/shared/constants';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CroppedPicture,
  PictureCropField,
  pictureFields,
} from '../../../components/picture-crop-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyFileTooBig } from '../../../lib/file-too-big.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { formatDecimal, parseDecimal } from '../../../lib/forms/decimal-text.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { unlessUnsaved, useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useAllCountries } from '../../../lib/get-all-countries.ts';
import { createBaseMap } from '../../../lib/map/base-map.ts';
import { markerIcon } from '../../../lib/map/kml-shapes.ts';
import { useMapConfig } from '../../../lib/spots/get-map-config.ts';
import { useSaveSpot } from '../api/save-spot.ts';
import { showSubscriptionFullNotice } from './subscription-full-notice.ts';

/** A saved coordinate shows its decimals up to a centimetre or so; one placed on the map, to about 10 cm. */
const COORDINATE_DECIMALS = 7;
const PLACED_DECIMALS = 6;
/** "-179.1234567" with room for a few more decimals. */
const COORDINATE_MAX_LENGTH = 20;

/** A small map to place the spot: click or drag the marker (zoom 14 on an existing spot, 1 for a new one). */
function PlacementMap({
  position,
  isNew,
  onChange,
}: {
  position: { lat: number; lng: number } | null;
  isNew: boolean;
  onChange(position: { lat: number; lng: number }): void;
}) {
  const { t } = useTranslation();
  const config = useMapConfig();
  const element = useRef<HTMLDivElement>(null);
  const marker = useRef<L.Marker | null>(null);
  const map = useRef<L.Map | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initial = useRef(position);

  useEffect(() => {
    const tileUrl = config.data?.Tile_url;
    if (!element.current || tileUrl === undefined) return;
    const created = createBaseMap(element.current, {
      tileUrl,
      unavailableLabel: t('spots.map.imageryUnavailable'),
    });
    const start = initial.current;
    created.setView(
      start ? [start.lat, start.lng] : [20, 0],
      isNew ? SPOT_EDIT_POPUP_ZOOM_NEW : SPOT_EDIT_POPUP_ZOOM,
    );
    const place = (latlng: L.LatLng) => {
      if (!marker.current) {
        marker.current = L.marker(latlng, { draggable: true, icon: markerIcon('diving') })
          .on('dragend', () => {
            const at = marker.current?.getLatLng();
            if (at) onChangeRef.current({ lat: at.lat, lng: at.lng });
          })
          .addTo(created);
      } else marker.current.setLatLng(latlng);
    };
    if (start) place(L.latLng(start.lat, start.lng));
    created.on('click', (event: L.LeafletMouseEvent) => {
      place(event.latlng);
      onChangeRef.current({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    map.current = created;
    // The modal animates open: measure again once it has its size.
    const resize = window.setTimeout(() => created.invalidateSize(), 250);
    return () => {
      window.clearTimeout(resize);
      created.remove();
      marker.current = null;
      map.current = null;
    };
  }, [config.data?.Tile_url, isNew, t]);

  useEffect(() => {
    if (!position || !map.current) return;
    const latlng = L.latLng(position.lat, position.lng);
    if (marker.current) marker.current.setLatLng(latlng);
  }, [position]);

  return <div ref={element} data-testid="spot-placement-map" style={{ height: 260, borderRadius: 8 }} />;
}

/**
 * The popup's fields; the position is typed or placed on the map, the picture chosen and cropped. The
 * coordinates stay the typed text (see decimal-text.ts), read as numbers for the map and the body.
 */
type SpotValues = {
  Name: string;
  Country_id: string | null;
  Region: string;
  Town: string;
  Latitude: string;
  Longitude: string;
  File_3d_url: string;
  Picture: CroppedPicture | null;
};

const valuesOf = (spot: Spot | null): SpotValues => ({
  Name: spot?.Name ?? '',
  Country_id: spot?.Country_id ? String(spot.Country_id) : null,
  Region: spot?.Region ?? '',
  Town: spot?.Town ?? '',
  Latitude: spot ? formatDecimal(spot.Latitude, COORDINATE_DECIMALS) : '',
  Longitude: spot ? formatDecimal(spot.Longitude, COORDINATE_DECIMALS) : '',
  File_3d_url: spot?.File_3d_url ?? '',
  Picture: null,
});

/**
 * The body of createSpot (editSpot adds the Id): an empty coordinate is missing, not 0; a typed text that
 * is no number is NaN, which the schema refuses as invalid.
 */
const toBody = (values: SpotValues) => ({
  Name: values.Name,
  Country_id: values.Country_id ? Number(values.Country_id) : null,
  Region: values.Region,
  Town: values.Town,
  Latitude: parseDecimal(values.Latitude),
  Longitude: parseDecimal(values.Longitude),
  File_3d_url: values.File_3d_url,
  ...pictureFields(values.Picture),
});

/** A body field's error on the popup's field: the picture's upload fields belong to the picture. */
const fieldOf = (path: string) => (path.startsWith('Picture_') ? 'Picture' : path);

/**
 * The spot edition popup: create (no spot) or edit a spot. Closing it, or leaving the page, with typed
 * text asks first; a full subscription answers with its notice.
 */
export function SpotEditModal({
  spot,
  onClose,
  onSaved,
}: {
  spot: Spot | null;
  onClose(): void;
  onSaved?(spot: Spot): void;
}) {
  const { t } = useTranslation();
  const countries = useAllCountries();
  const form = useSchemaForm<SpotValues>({
    initialValues: valuesOf(spot),
    schema: spot ? editSpot.body : createSpot.body,
    toInput: (values) => (spot ? { ...toBody(values), Id: spot.Id } : toBody(values)),
    fieldOf,
  });
  const dirty = form.isDirty();
  const guard = useUnsavedChangesGuard(dirty);
  const close = () => void unlessUnsaved(form.isDirty(), onClose);

  const save = useSaveSpot({
    onSuccess: (saved) => {
      form.resetDirty();
      guard.release();
      flashSuccess(t('spots.common.saved'));
      onSaved?.(saved);
      onClose();
    },
    onError: (error) => {
      if (isApiError(error, errorCodes.spotQuotaReached)) showSubscriptionFullNotice(t);
      else if (isApiError(error, errorCodes.fileTooBig)) notifyFileTooBig();
      else if (Object.keys(showServerErrors(form, error, { fieldOf })).length === 0) showErrorDialog(t);
    },
  });

  const latitude = parseDecimal(form.values.Latitude);
  const longitude = parseDecimal(form.values.Longitude);
  const position =
    latitude !== undefined &&
    longitude !== undefined &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude)
      ? { lat: latitude, lng: longitude }
      : null;

  return (
    <Modal
      opened
      onClose={close}
      title={spot ? t('spots.edit.titleEdit') : t('spots.edit.titleNew')}
      size="lg"
    >
      <form
        onSubmit={form.onSubmit((values) =>
          save.mutate(spot ? { ...toBody(values), Id: spot.Id } : toBody(values)),
        )}
        noValidate
      >
        <Stack gap="sm">
          <PlacementMap
            position={position}
            isNew={spot === null}
            onChange={(at) =>
              form.setValues({
                Latitude: formatDecimal(at.lat, PLACED_DECIMALS),
                Longitude: formatDecimal(at.lng, PLACED_DECIMALS),
              })
            }
          />
          <TextInput
            label={t('spots.edit.name')}
            required
            maxLength={200}
            data-autofocus
            {...form.getInputProps('Name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('spots.edit.country')}
              searchable
              clearable
              data={(countries.data ?? []).map((country) => ({
                value: String(country.Id),
                label: country.Name,
              }))}
              {...form.getInputProps('Country_id')}
            />
            <TextInput label={t('spots.edit.region')} maxLength={200} {...form.getInputProps('Region')} />
            <TextInput label={t('spots.edit.town')} maxLength={200} {...form.getInputProps('Town')} />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <TextInput
              label={t('spots.edit.latitude')}
              required
              inputMode="decimal"
              autoComplete="off"
              maxLength={COORDINATE_MAX_LENGTH}
              {...form.getInputProps('Latitude')}
            />
            <TextInput
              label={t('spots.edit.longitude')}
              required
              inputMode="decimal"
              autoComplete="off"
              maxLength={COORDINATE_MAX_LENGTH}
              {...form.getInputProps('Longitude')}
            />
          </SimpleGrid>
          <TextInput
            label={t('spots.edit.file3d')}
            type="url"
            placeholder="https://…/model.glb"
            {...form.getInputProps('File_3d_url')}
          />
          <PictureCropField
            label={t('spots.edit.picture')}
            value={form.values.Picture}
            onChange={(picture) => form.setFieldValue('Picture', picture)}
            aspect={4 / 3}
          />
          {form.errors.Picture && (
            <Text size="sm" c="red">
              {form.errors.Picture}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('spots.common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('spots.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
