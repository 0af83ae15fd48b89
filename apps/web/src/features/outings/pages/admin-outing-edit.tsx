import { rowIdOf } from '@club/shared/api/path';
import { pages } from '@club/shared/pages';
import { Anchor, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useOuting } from '../api/get-outing.ts';
import { MessageParticipantsForm } from '../components/message-participants-form.tsx';
import { OutingEditor } from '../components/outing-editor.tsx';
import { ParticipantsPanel } from '../components/participants-panel.tsx';

function ExistingOuting({ outingId }: { outingId: number }) {
  const { t } = useTranslation();
  const outing = useOuting(outingId);
  if (outing.isPending)
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  if (outing.isError)
    return (
      <Text py="xl" ta="center">
        {t('outings.admin.notFound')}
      </Text>
    );
  const day = outing.data.Start.slice(0, 10);
  return (
    <Stack gap="xl">
      <Anchor component={Link} to={pages.outing.to(outingId)} size="sm">
        {t('outings.admin.publicOne')}
      </Anchor>
      {/* Keyed by the outing: the form starts again from what the server saved, after a save elsewhere. */}
      <OutingEditor key={outingId} existing={outing.data} />
      <ParticipantsPanel outingId={outingId} fileName={`participants-${day}-${outingId}.csv`} />
      <MessageParticipantsForm outingId={outingId} />
    </Stack>
  );
}

/** /admin/sorties/new and /admin/sorties/{outing_id}: the outing's form, its participants, a message to them. */
export default function AdminOutingEditPage() {
  const { outingId } = useParams();
  if (outingId === undefined) return <OutingEditor existing={null} />;
  const id = rowIdOf(outingId);
  if (id === null) return <Text py="xl">Not found</Text>;
  return <ExistingOuting key={id} outingId={id} />;
}
