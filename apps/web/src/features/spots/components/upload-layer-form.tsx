import { errorCodes } from '@club/shared/api/errors';
import { type Layer, layerNameField } from '@club/shared/api/layers';
import type { Spot } from '@club/shared/api/spots';
import { hasLayerFileExtension } from '@club/shared/domain/layer-name';
import { Button, FileButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyFileTooBig } from '../../../lib/file-too-big.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUploadLayerFile } from '../api/upload-layer-file.ts';
import { layerNameError, layerNameTaken } from './layer-name-field.ts';

type NameValues = { Name: string };

function notKmlNotice(t: TFunction) {
  notifications.show({
    title: t('spots.picture.errorTitle'),
    message: t('spots.spotAdmin.notKml'),
    color: 'red',
  });
}

/**
 * Import a layer file (KML, KMZ, GPX, GeoJSON): choose the file; its layer takes the name typed, else
 * the name inside the file, else the file's. A typed name the spot already uses shows on the name
 * field; what the map cannot show (a screen overlay, a missing picture) is listed after the import.
 */
export function UploadLayerForm({
  spot,
  onUploaded,
  onDirtyChange,
}: {
  spot: Spot;
  onUploaded(layer: Layer): void;
  onDirtyChange(dirty: boolean): void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  /** Empties the file input after each choice, so that the same file can be chosen again. */
  const resetInput = useRef<() => void>(null);
  const form = useSchemaForm<NameValues>({
    initialValues: { Name: '' },
    schema: z.object({ Name: layerNameField.or(z.literal('')) }),
  });
  const dirty = form.isDirty() || file !== null;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const upload = useUploadLayerFile(spot.Id, {
    onSuccess: ({ Notices, ...layer }) => {
      form.reset();
      setFile(null);
      onUploaded(layer);
      flashSuccess(t('spots.common.saved'));
      if (Notices.length > 0)
        notifications.show({
          title: t('spots.spotAdmin.uploadNotices'),
          message: Notices.join(' · '),
          color: 'yellow',
          autoClose: false,
        });
    },
    onError: (error) => {
      if (isApiError(error, errorCodes.notKml)) notKmlNotice(t);
      else if (isApiError(error, errorCodes.fileTooBig)) notifyFileTooBig(file?.name);
      else if (Object.keys(showServerErrors(form, error, { codes: layerNameTaken(t) })).length === 0)
        showErrorDialog(t);
    },
  });

  function pick(chosen: File | null) {
    resetInput.current?.();
    if (!chosen) return;
    if (!hasLayerFileExtension(chosen.name)) {
      notKmlNotice(t);
      return;
    }
    setFile(chosen);
  }

  return (
    <Paper withBorder p="sm">
      <form
        onSubmit={form.onSubmit((values) => {
          if (file) upload.mutate({ file, name: values.Name });
        })}
        noValidate
        data-testid="layer-upload"
      >
        <Stack gap="xs">
          <Group gap="xs" align="flex-end" wrap="wrap">
            <FileButton
              onChange={pick}
              resetRef={resetInput}
              accept=".kml,.kmz,.gpx,.geojson,.json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/gpx+xml,application/geo+json"
            >
              {(props) => (
                <Button variant="light" {...props}>
                  {t('spots.spotAdmin.upload')}
                </Button>
              )}
            </FileButton>
            {file ? (
              <Text size="sm" c="dimmed" data-testid="layer-upload-file" style={{ wordBreak: 'break-all' }}>
                {file.name}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('spots.spotAdmin.uploadKinds')}
              </Text>
            )}
          </Group>
          {file && (
            <Group gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                label={t('spots.editor.layerName')}
                description={t('spots.spotAdmin.nameFromFile')}
                // Below the field: the buttons beside it stay level with it.
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                maxLength={100}
                style={{ flex: '1 1 12rem' }}
                {...form.getInputProps('Name')}
                error={layerNameError(t, form.errors.Name, form.values.Name)}
              />
              <Group gap="xs" mt={{ base: 0, xs: 25 }}>
                <Button type="submit" loading={upload.isPending}>
                  {t('spots.spotAdmin.import')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    form.reset();
                    setFile(null);
                  }}
                >
                  {t('spots.common.cancel')}
                </Button>
              </Group>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
