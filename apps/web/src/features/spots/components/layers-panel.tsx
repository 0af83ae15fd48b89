import type { Spot } from '@club/shared/api/spots';
import { pages } from '@club/shared/pages';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useSpotLayers } from '../../../lib/spots/get-layers.ts';
import { useDeleteLayer } from '../api/delete-layer.ts';
import { LayerRow, RenameLayerForm } from './layer-row.tsx';
import { LayersPreview, layerKey, type PreviewFocus } from './layers-preview.tsx';
import { UploadLayerForm } from './upload-layer-form.tsx';

/**
 * The layers tab: drawn and uploaded layers, each shown or hidden on the preview, renamed, edited,
 * exported, deleted; layer file import. `onDirtyChange` tells the page whether a typed name is unsaved.
 */
export function LayersPanel({ spot, onDirtyChange }: { spot: Spot; onDirtyChange?(dirty: boolean): void }) {
  const { t } = useTranslation();
  const layers = useSpotLayers(spot.Id);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState<PreviewFocus | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [uploadDirty, setUploadDirty] = useState(false);
  const [renameDirty, setRenameDirty] = useState(false);
  const dirty = uploadDirty || renameDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const remove = useDeleteLayer(spot.Id, { onError: () => showErrorDialog(t) });

  const all = layers.data ?? [];
  const sections = [
    { id: 'drawn-layers', title: t('spots.spotAdmin.drawn'), items: all.filter((layer) => !layer.Uploaded) },
    {
      id: 'uploaded-layers',
      title: t('spots.spotAdmin.uploaded'),
      items: all.filter((layer) => layer.Uploaded),
    },
  ];
  const showOnPreview = (key: string, when: PreviewFocus['when']) => {
    setShown((current) => new Set([...current, key]));
    setFocus((current) => ({ key, when, serial: (current?.serial ?? 0) + 1 }));
  };
  const toggle = (key: string) => {
    if (!shown.has(key)) return showOnPreview(key, 'outside');
    setShown((current) => {
      const next = new Set(current);
      next.delete(key);
      return next;
    });
  };

  return (
    <Stack gap="md">
      <LayersPreview spot={spot} layers={all} shown={shown} focus={focus} />
      <Group>
        <Button component={Link} to={pages.admin.layerCreation.to(spot.Id)}>
          {t('spots.admin.newLayer')}
        </Button>
      </Group>
      <UploadLayerForm
        spot={spot}
        onDirtyChange={setUploadDirty}
        onUploaded={(layer) => showOnPreview(layerKey(layer), 'always')}
      />
      {sections.map((section) => (
        <Stack key={section.id} gap="xs" data-testid={section.id}>
          <Title order={4}>{section.title}</Title>
          {section.items.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('spots.spotAdmin.noLayer')}
            </Text>
          )}
          {section.items.map((layer) =>
            renaming === layerKey(layer) ? (
              <Group key={layerKey(layer)} data-testid="admin-layer">
                <RenameLayerForm
                  spot={spot}
                  layer={layer}
                  onDirtyChange={setRenameDirty}
                  onDone={(renamed) => {
                    setRenaming(null);
                    if (!renamed) return;
                    setShown((current) => {
                      if (!current.has(layerKey(layer))) return current;
                      const next = new Set(current);
                      next.delete(layerKey(layer));
                      next.add(layerKey(renamed));
                      return next;
                    });
                  }}
                />
              </Group>
            ) : (
              <LayerRow
                key={layerKey(layer)}
                spot={spot}
                layer={layer}
                shown={shown.has(layerKey(layer))}
                renameDisabled={renaming !== null}
                onToggle={() => toggle(layerKey(layer))}
                onRename={() => setRenaming(layerKey(layer))}
                onDelete={() => remove.mutate(layer)}
              />
            ),
          )}
        </Stack>
      ))}
    </Stack>
  );
}
