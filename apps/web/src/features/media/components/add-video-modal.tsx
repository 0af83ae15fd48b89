import type { Spot } from '@club/shared/api/spots';
import { VIDEO_NAME_MAX_CHARS } from '@club/shared/api/videos';
import { parseVideoUrl } from '@club/shared/domain/video-url';
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../lib/club-context.tsx';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useCreateVideo } from '../api/media-queries.ts';

/** The video add popup (SPEC.md section 5): name, a YouTube or Vimeo address, a spot when the club uses spots. */
export function AddVideoModal({
  opened,
  onClose,
  spots,
  defaultSpotId,
}: {
  opened: boolean;
  onClose(): void;
  spots: Spot[];
  defaultSpotId: number;
}) {
  const { t } = useTranslation();
  const club = useClub();
  const create = useCreateVideo();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [isVr, setIsVr] = useState(false);
  const [spotId, setSpotId] = useState<string | null>(defaultSpotId ? String(defaultSpotId) : null);
  const [errors, setErrors] = useState<{ name?: boolean; url?: boolean; spot?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim() === '',
      url: parseVideoUrl(url) === null,
      spot: club.Spot && !spotId,
    };
    setErrors(next);
    if (next.name || next.url || next.spot) return;
    create.mutate(
      { Name: name.trim(), Url: url.trim(), Spot_id: spotId ? Number(spotId) : null, Is_vr: isVr },
      {
        onSuccess: () => {
          flashSuccess(t('media.videoAdded'));
          setName('');
          setUrl('');
          setIsVr(false);
          onClose();
        },
        onError: () => showErrorDialog(t),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('media.addVideoTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('media.name')}
            required
            maxLength={VIDEO_NAME_MAX_CHARS}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name ? t('media.nameRequired') : undefined}
          />
          <TextInput
            label={t('media.videoUrl')}
            description={t('media.videoUrlHint')}
            required
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={errors.url ? t('media.videoUrlError') : undefined}
          />
          {club.Spot && (
            <Select
              label={t('media.spot')}
              required
              data={spots.map((spot) => ({ value: String(spot.Id), label: spot.Name }))}
              value={spotId}
              onChange={setSpotId}
              error={errors.spot ? t('media.spotRequired') : undefined}
            />
          )}
          <Checkbox
            label={t('media.isVr')}
            checked={isVr}
            onChange={(event) => setIsVr(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('media.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('media.addVideo')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
