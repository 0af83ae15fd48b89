import type { Spot } from '@club/shared/api/spots';
import { Group, NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-context.tsx';
import type { MediaFilter } from '../api/media-queries.ts';

/**
 * Spot and member filters of the gallery and the video list. The member filter offers everyone or
 * oneself; a member chosen elsewhere (their name on a picture) shows under their name. Native
 * selects: a phone opens its own picker, and the page has no dropdown machinery to set up as it loads.
 */
export function MediaFilters({
  filter,
  spots,
  showSpots,
  memberName,
  onChange,
  children,
}: {
  filter: MediaFilter;
  spots: Spot[];
  showSpots: boolean;
  /** Name of the filtered member when it is not the reader. */
  memberName: string | null;
  onChange(filter: MediaFilter): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const memberOptions = [{ value: '0', label: t('media.allMembers') }];
  if (user) memberOptions.push({ value: String(user.Id), label: t('media.mine') });
  if (filter.memberId !== 0 && filter.memberId !== user?.Id) {
    memberOptions.push({ value: String(filter.memberId), label: memberName ?? t('media.oneMember') });
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {showSpots && (
        <NativeSelect
          label={t('media.spot')}
          data={[
            { value: '0', label: t('media.allSpots') },
            ...spots.map((spot) => ({ value: String(spot.Id), label: spot.Name })),
          ]}
          value={String(filter.spotId)}
          onChange={(event) => onChange({ ...filter, spotId: Number(event.currentTarget.value) })}
          w={220}
        />
      )}
      <NativeSelect
        label={t('media.member')}
        data={memberOptions}
        value={String(filter.memberId)}
        onChange={(event) => onChange({ ...filter, memberId: Number(event.currentTarget.value) })}
        w={220}
      />
      {children}
    </Group>
  );
}
