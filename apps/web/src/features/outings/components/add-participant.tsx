import type { Participants } from '@club/shared/api/outings';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { PAPER_REFUSALS } from '../../../lib/divers/paper-view.ts';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useAllMembers } from '../../../lib/members/get-all-users-by-club.ts';
import { useSetParticipant } from '../api/set-participant.ts';
import { type OverrideAsked, OverrideDialog } from './paper-override-dialog.tsx';

/** Adds a member of the club (whatever their level or the deadline), found by typing their name. */
export function AddMember({ outingId, participants }: { outingId: number; participants: Participants }) {
  const { t } = useTranslation();
  const club = useClub();
  const members = useAllMembers(club.Id);
  const change = useSetParticipant();
  const [chosen, setChosen] = useState<string | null>(null);
  const [override, setOverride] = useState<OverrideAsked | null>(null);
  const signedUp = new Set(
    [...participants.Confirmed, ...participants.Waiting].map((person) => person.User_id),
  );
  const options = (members.data ?? [])
    .filter((member) => !signedUp.has(member.Id))
    .map((member) => ({
      value: String(member.Id),
      label: `${member.Firstname} ${member.Lastname}${member.Nickname ? ` (${member.Nickname})` : ''}`,
    }));
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('outings.participants.addMember')}
        placeholder={t('outings.participants.searchMember')}
        data={options}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
        nothingFoundMessage={t('outings.form.nothingFound')}
        style={{ flex: '1 1 14rem' }}
      />
      <Button
        disabled={chosen === null}
        loading={change.isPending}
        onClick={() => {
          if (chosen === null) return;
          const name = options.find((option) => option.value === chosen)?.label ?? '';
          const userId = Number(chosen);
          change.mutate(
            { outing_id: outingId, user_id: userId, status: 'confirmed' },
            {
              onSuccess: () => setChosen(null),
              onError: (error) => {
                // Papers that will not cover the day: the manager may still add them, giving a reason.
                if (isApiError(error) && PAPER_REFUSALS.has(error.code))
                  setOverride({
                    userId,
                    name,
                    problem: {
                      Code: error.code,
                      Kind: error.paper?.Kind,
                      Valid_until: error.paper?.Valid_until,
                    },
                  });
                else showErrorDialog(t);
              },
            },
          );
        }}
      >
        {t('outings.participants.add')}
      </Button>
      <OverrideDialog
        key={override?.userId ?? 'none'}
        asked={override}
        busy={change.isPending}
        onCancel={() => setOverride(null)}
        onConfirm={(reason) => {
          if (override === null) return;
          change.mutate(
            { outing_id: outingId, user_id: override.userId, status: 'confirmed', reason },
            {
              onSuccess: () => {
                setOverride(null);
                setChosen(null);
              },
              onError: () => showErrorDialog(t),
            },
          );
        }}
      />
    </Group>
  );
}
