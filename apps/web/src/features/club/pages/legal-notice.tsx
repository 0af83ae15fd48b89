import { Container, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLegalNotice } from '../api/public-club.ts';

/** /view_mention_legale: the club's legal notice in the visitor's language, and its image. */
export default function LegalNoticePage() {
  const { t } = useTranslation();
  const legalNotice = useLegalNotice();
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="md">
        <Title order={1}>{t('nav.legalNotice')}</Title>
        {legalNotice.data?.Description ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{legalNotice.data.Description}</Text>
        ) : (
          legalNotice.isSuccess && <Text c="dimmed">{t('clubPages.noText')}</Text>
        )}
        {legalNotice.data?.Image_url && (
          <Image src={legalNotice.data.Image_url} alt="" maw={600} radius="md" />
        )}
      </Stack>
    </Container>
  );
}
