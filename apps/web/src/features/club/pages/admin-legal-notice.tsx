import { Button, FileButton, Image, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { acceptImage } from '../../../lib/chosen-image.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/image-file.ts';
import { useUploadLegalNoticeImage } from '../api/club-admin.ts';
import { useLegalNotice } from '../api/public-club.ts';
import { ClubTextEditor } from '../components/text-editor.tsx';

/** /admin/mention_legale: the legal notice per language and its image. */
export default function AdminLegalNoticePage() {
  const { t } = useTranslation();
  const club = useClub();
  const legalNotice = useLegalNotice();
  const upload = useUploadLegalNoticeImage();
  const choose = (file: File | null) => {
    if (!file || !acceptImage(file, t)) return;
    upload.mutate(file, {
      onSuccess: () => flashSuccess(t('clubPages.admin.saved')),
      onError: () => showErrorDialog(),
    });
  };
  return (
    <Stack gap="md">
      <Title order={2}>{t('nav.legalNotice')}</Title>
      <ClubTextEditor kind="legalNotice" languages={club.Languages} label={t('nav.legalNotice')} />
      {legalNotice.data?.Image_url && <Image src={legalNotice.data.Image_url} alt="" maw={400} radius="md" />}
      <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
        {(props) => (
          <Button {...props} variant="light" loading={upload.isPending} w="fit-content">
            {t('clubPages.admin.legalNoticeImage')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
