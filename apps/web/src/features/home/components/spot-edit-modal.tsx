import { getAllCountries } from '@club/shared/api/countries';
import { errorCodes } from '@club/shared/api/errors';
import { createSpot, editSpot, type Spot } from '@club/shared/api/spots';
import { SPOT_EDIT_POPUP_ZOOM, SPOT_EDIT_POPUP_ZOOM_NEW } from '@club/shared/constants';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import L from 'leaflet';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CroppedPicture,
  PictureCropField,
  pictureFields,
} from '../../../components/picture-crop-field.tsx';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { showErrorDialog } from '../../../lib/flash.ts';
import { createBaseMap } from '../../../lib/map/base-map.ts';
import { markerIcon } from '../../../lib/map/kml-overlays.ts';
import { spotKeys, useMapConfig } from '../../../lib/spots/queries.ts';
import { showQuotaNotice } from './spot-quota-notice.ts';

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

interface Values {
  Name: string;
  Country_id: string | null;
  Region: string;
  Town: string;
  Latitude: number | '';
  Longitude: number | '';
  File_3d_url: string;
}

/** The spot edition popup: create (no spot) or edit a spot. */
export function SpotEditModal({
  spot,
  onClose,
  onSaved,
}: {
  spot: Spot | null;
  onClose(): void;
  onSaved?(spot: Spot): void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const countries = useQuery({
    queryKey: ['countries', i18n.language],
    queryFn: ({ signal }) => callApi(getAllCountries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [values, setValues] = useState<Values>({
    Name: spot?.Name ?? '',
    Country_id: spot?.Country_id ? String(spot.Country_id) : null,
    Region: spot?.Region ?? '',
    Town: spot?.Town ?? '',
    Latitude: spot?.Latitude ?? '',
    Longitude: spot?.Longitude ?? '',
    File_3d_url: spot?.File_3d_url ?? '',
  });
  const [picture, setPicture] = useState<CroppedPicture | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const save = useMutation({
    mutationFn: () => {
      const body = {
        Name: values.Name,
        Country_id: values.Country_id ? Number(values.Country_id) : null,
        Region: values.Region || null,
        Town: values.Town || null,
        Latitude: Number(values.Latitude),
        Longitude: Number(values.Longitude),
        File_3d_url: values.File_3d_url || null,
        ...pictureFields(picture),
      };
      return spot ? callApi(editSpot, { body: { ...body, Id: spot.Id } }) : callApi(createSpot, { body });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: spotKeys.all });
      onSaved?.(saved);
      onClose();
    },
    onError: (error) => {
      if (isApiError(error, errorCodes.spotQuotaReached)) showQuotaNotice(t);
      else if (isApiError(error, errorCodes.fileTooBig))
        notifications.show({
          title: t('spots.picture.errorTitle'),
          message: t('spots.picture.tooBig'),
          color: 'red',
        });
      else showErrorDialog(t);
    },
  });

  const position =
    values.Latitude !== '' && values.Longitude !== ''
      ? { lat: Number(values.Latitude), lng: Number(values.Longitude) }
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={spot ? t('spots.edit.titleEdit') : t('spots.edit.titleNew')}
      size="lg"
      zIndex={1100}
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          <PlacementMap
            position={position}
            isNew={spot === null}
            onChange={(at) =>
              setValues((current) => ({ ...current, Latitude: round(at.lat), Longitude: round(at.lng) }))
            }
          />
          <TextInput
            label={t('spots.edit.name')}
            required
            maxLength={200}
            value={values.Name}
            onChange={(e) => set('Name', e.currentTarget.value)}
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
              value={values.Country_id}
              onChange={(value) => set('Country_id', value)}
              comboboxProps={{ zIndex: 1200 }}
            />
            <TextInput
              label={t('spots.edit.region')}
              maxLength={200}
              value={values.Region}
              onChange={(e) => set('Region', e.currentTarget.value)}
            />
            <TextInput
              label={t('spots.edit.town')}
              maxLength={200}
              value={values.Town}
              onChange={(e) => set('Town', e.currentTarget.value)}
            />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <NumberInput
              label={t('spots.edit.latitude')}
              required
              min={-90}
              max={90}
              decimalScale={7}
              value={values.Latitude}
              onChange={(value) => set('Latitude', value === '' ? '' : Number(value))}
            />
            <NumberInput
              label={t('spots.edit.longitude')}
              required
              min={-180}
              max={180}
              decimalScale={7}
              value={values.Longitude}
              onChange={(value) => set('Longitude', value === '' ? '' : Number(value))}
            />
          </SimpleGrid>
          <TextInput
            label={t('spots.edit.file3d')}
            type="url"
            placeholder="https://…/model.glb"
            value={values.File_3d_url}
            onChange={(e) => set('File_3d_url', e.currentTarget.value)}
          />
          <PictureCropField
            label={t('spots.edit.picture')}
            value={picture}
            onChange={setPicture}
            aspect={4 / 3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
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

const round = (value: number) => Math.round(value * 1e6) / 1e6;
