import { pages } from '@club/shared/pages';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentAlias } from '../../../lib/club-alias.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { useDivePlan } from '../api/get-dive-plan.ts';
import { deviceOutbox } from '../offline/device-outbox.ts';
import { MyPalanquee } from './my-palanquee.tsx';

/**
 * On a diving outing's page, for a member: the way to the palanquées and the safety sheet for its
 * managers and dive director, and the member's own palanquée once they are in one.
 */
export function OutingDiveDay({ outingId, userId }: { outingId: number; userId: number }) {
  const { t } = useTranslation();
  const club = useClub();
  const divePlan = useDivePlan(outingId);
  const queryClient = useQueryClient();
  const canEdit = divePlan.data?.Can_edit === true;
  // Changes the dive director made on the boat and could not send yet go as soon as the outing is opened.
  useEffect(() => {
    if (canEdit) deviceOutbox(`${currentAlias()}:${userId}`, queryClient);
  }, [canEdit, userId, queryClient]);
  if (!divePlan.data) return null;
  return (
    <Stack gap="md" data-testid="outing-dive-day">
      {canEdit && (
        <Button
          component={Link}
          to={pages.outingDivePlan.to(outingId)}
          variant="light"
          size="md"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('divePlan.link')}
        </Button>
      )}
      <MyPalanquee divePlan={divePlan.data} userId={userId} timeZone={club.Time_zone} />
    </Stack>
  );
}
