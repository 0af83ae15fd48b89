import { Container, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImprint } from '../api/public-club.ts';

/** /view_mention_legale: the club's legal notice in the visitor's language, and its image. */
export default function LegalNoticePage() {
  const { t } = useTranslation();
  const imprint = useImprint();
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="md">
        <Title order={1}>{t('nav.legalNotice')}</Title>
        {imprint.data?.Description ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{imprint.data.Description}</Text>
        ) : (
          imprint.isSuccess && <Text c="dimmed">{t('clubPages.noText')}</Text>
        )}
        {imprint.data?.Image_url && <Image src={imprint.data.Image_url} alt="" maw={600} radius="md" />}
      </Stack>
    </Container>
  );
}
