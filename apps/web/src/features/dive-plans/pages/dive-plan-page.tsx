import { errorCodes } from '@club/shared/api/errors';
import { rowIdOf } from '@club/shared/api/path';
import { isDivingOuting } from '@club/shared/domain/outings';
import { pages } from '@club/shared/pages';
import { Alert, Anchor, Center, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import { useProposeDivePlan } from '../api/propose-dive-plan.ts';
import { DivePlanEditor, type SaveDivePlanBody } from '../components/dive-plan-editor/dive-plan-editor.tsx';
import { dayOf } from '../components/dive-plan-view.ts';
import { MyPalanquee } from '../components/my-palanquee.tsx';
import { OutboxStatus } from '../components/outbox-status.tsx';
import { SafetySheetTab } from '../components/safety-sheet-tab.tsx';
import { useOfflineDivePlan } from '../offline/use-offline-dive-plan.ts';

type Tab = 'board' | 'sheet';

/** A notice that stays until read: what the page could not do, and why. */
function warn(message: string) {
  notifications.show({ color: 'orange', withBorder: true, autoClose: 8_000, message });
}

function DivePlanView({ outingId, member }: { outingId: number; member: { id: number; name: string } }) {
  const { t, i18n } = useTranslation();
  const club = useClub();
  const online = useOnline();
  const data = useOfflineDivePlan(outingId, member);
  const propose = useProposeDivePlan();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'sheet' ? 'sheet' : 'board';
  const { divePlan, outing, outbox } = data;

  const back = (
    <Anchor component={Link} to={pages.outing.to(outingId)} size="sm">
      {t('divePlan.back')}
    </Anchor>
  );
  const heading = (title: string) => (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      {outing && (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {outing.Title} · {dayOf(outing.Start, club.Time_zone, i18n.language)}
        </Text>
      )}
    </Stack>
  );

  if (data.loading)
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  if (divePlan === null)
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" role="alert">
          {!online
            ? t('divePlan.notKeptOffline')
            : isApiError(data.error, errorCodes.notFound)
              ? t('divePlan.notFound')
              : t('divePlan.loadError')}
        </Alert>
      </Stack>
    );

  if (!divePlan.Can_edit)
    return (
      <Container size="md" px={0}>
        <Stack gap="lg">
          {back}
          {heading(t('divePlan.mine.title'))}
          <MyPalanquee
            divePlan={divePlan}
            userId={member.id}
            timeZone={club.Time_zone}
            sayWhenNone
            titled={false}
          />
        </Stack>
      </Container>
    );

  const onSave = (body: SaveDivePlanBody) => {
    const refusal = data.save(body);
    if (refusal !== null) warn(t(`divePlan.outbox.${refusal}`));
  };
  const onPropose = (diveIndex?: number) => {
    if (!online) return warn(t('divePlan.propose.needsNetwork'));
    if (outbox.entries.length > 0) return warn(t('divePlan.propose.sendFirst'));
    propose.mutate(
      { Outing_id: outingId, ...(diveIndex === undefined ? {} : { Dive_index: diveIndex }) },
      {
        onError: (error) =>
          warn(
            isApiError(error, errorCodes.diveSigned)
              ? t('divePlan.propose.signed')
              : t('divePlan.propose.failed'),
          ),
      },
    );
  };
  const diving = outing === null || isDivingOuting(outing.Kind);

  return (
    <Stack gap="md">
      {back}
      {heading(t('divePlan.title'))}
      <OutboxStatus
        outbox={outbox}
        online={online}
        onKeepMine={data.keepMine}
        onTakeServer={data.takeServer}
        onDismiss={data.dismissRefusal}
        onSendNow={data.sendNow}
      />
      {!diving ? (
        <Text c="dimmed">{t('divePlan.notDiving')}</Text>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => setSearch(value === 'sheet' ? { tab: 'sheet' } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('divePlan.tabs.label')} grow>
            <Tabs.Tab value="board" fz="md">
              {t('divePlan.tabs.board')}
            </Tabs.Tab>
            <Tabs.Tab value="sheet" fz="md">
              {t('divePlan.tabs.safetySheet')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="board" pt="md">
            <DivePlanEditor
              divePlan={divePlan}
              spots={outing?.Spots ?? []}
              onSave={onSave}
              onPropose={onPropose}
              busy={propose.isPending || outbox.sending}
            />
          </Tabs.Panel>
          <Tabs.Panel value="sheet" pt="md">
            <SafetySheetTab
              divePlan={divePlan}
              timeZone={club.Time_zone}
              online={online}
              outbox={outbox}
              onRecordActuals={data.recordActuals}
              onSign={data.sign}
              onDismiss={data.dismissRefusal}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

/**
 * /sorties/{outing_id}/palanquees: for the outing's managers and dive director, the palanquée board and
 * the safety sheet, which keep working on the boat without network once opened; for another member,
 * their own palanquée.
 */
export default function DivePlanPage() {
  const { outingId } = useParams();
  const { user, offlineMember } = useSession();
  // Opened on the boat with no network: the member the device knew, with the plan it kept.
  const member = user ?? offlineMember;
  const id = rowIdOf(outingId);
  if (id === null || member === null)
    return (
      <Text py="xl" ta="center" size="lg">
        Not found
      </Text>
    );
  return (
    <DivePlanView
      key={id}
      outingId={id}
      member={{ id: member.Id, name: `${member.Firstname} ${member.Lastname}` }}
    />
  );
}
