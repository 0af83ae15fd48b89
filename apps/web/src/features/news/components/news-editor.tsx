import { useLanguageName } from '../../../lib/use-language-name.ts';
import '../../../lib/styles/admin-components.ts';
import { errorCodes } from '@club/shared/api/errors';
import { editNewsContent, type NewsAdmin } from '@club/shared/api/news';
import { NEWS_INTRO_MAX_CHARS } from '@club/shared/constants';
import { NEWS_TITLE_MAX_CHARS } from '@club/shared/domain/news';
import { newsEditorForm } from '@club/shared/forms/news';
import { pages } from '@club/shared/pages';
import {
  Alert,
  AspectRatio,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { fileUrl } from '../../../lib/file-url.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors, tabOfFirstError } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useDeleteNews } from '../api/delete-news.ts';
import { useEditImageUrl } from '../api/edit-image-url.ts';
import { useEditNewsContent } from '../api/edit-news-content.ts';
import { confirmDeleteNewsItem } from './confirm-delete-news-item.tsx';
import {
  fieldOfNewsRefusal,
  languageIndexOf,
  type NewsEditorValues,
  newsBodyOf,
  newsEditorValuesOf,
  newsFieldOf,
} from './news-form.ts';
import { NEWS_PICTURE_ASPECT, NewsPictureModal } from './news-picture-modal.tsx';
import { isBlankHtml } from './rich-text-blank.ts';

/**
 * The object URL of a cropped picture, given back when it is replaced or the form goes away. Keyed by
 * the blob itself: the form copies the picture's record on every change of any field.
 */
function usePreviewUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => {
    if (url === null) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/**
 * The news form of /admin/creation_news and /admin/edit_news/{news_id}: per language of the club a
 * title, an intro (at most 500 characters) and a rich-text content; the event flag and date; the
 * picture. Saving sends the texts, then the picture when a new one was framed. Each language keeps
 * its own texts in the form, so switching language loses nothing; leaving the page with unsaved
 * changes asks first.
 */
export function NewsEditor({ existing }: { existing: NewsAdmin | null }) {
  const { t } = useTranslation();
  const club = useClub();
  const navigate = useNavigate();
  const languageName = useLanguageName();
  const saveContent = useEditNewsContent();
  const savePicture = useEditImageUrl();
  const removeNewsItem = useDeleteNews();
  const [pictureOpened, pictureModal] = useDisclosure(false);
  const newsId = existing?.news.Id ?? null;
  const toBody = (values: NewsEditorValues) => newsBodyOf(values, newsId, isBlankHtml, club.Time_zone);
  const form = useSchemaForm<NewsEditorValues>({
    initialValues: newsEditorValuesOf(club.Languages, existing, club.Time_zone),
    schema: newsEditorForm,
    toInput: toBody,
    fieldOf: newsFieldOf,
  });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const { texts, picture } = form.values;
  const [activeTab, setActiveTab] = useState<string | null>(String(texts[0]?.languageId ?? ''));
  const previewUrl = usePreviewUrl(picture?.blob ?? null);
  const shownPicture = previewUrl ?? fileUrl(existing?.news.Picture) ?? null;

  /** The languages with a field in error, and the first one's tab shown. */
  const languagesInError = new Set(
    Object.keys(form.errors).flatMap((field) => {
      const index = languageIndexOf(field);
      return index === undefined ? [] : [index];
    }),
  );
  const showTabOf = (errors: FormErrors) => {
    const tab = tabOfFirstError(errors, (field) => {
      const index = languageIndexOf(field);
      return index === undefined ? undefined : String(texts[index]?.languageId);
    });
    if (tab !== undefined) setActiveTab(tab);
  };

  const leave = (to: string, options?: { replace: boolean }) => {
    guard.release();
    navigate(to, options);
  };

  const submit = form.onSubmit(async (values) => {
    let savedId: number;
    try {
      const saved = await saveContent.mutateAsync(editNewsContent.body.parse(toBody(values)));
      savedId = saved.news.Id;
    } catch (error) {
      const refused = fieldOfNewsRefusal(isApiError(error) ? error.code : '', values.texts, isBlankHtml);
      const message = t(refused?.endsWith('.title') ? 'news.admin.titleError' : 'news.admin.contentError');
      const fields = showServerErrors(form, error, {
        codes: refused
          ? {
              [errorCodes.titleError]: { field: refused, message },
              [errorCodes.contentError]: { field: refused, message },
            }
          : {},
        fieldOf: newsFieldOf,
      });
      if (Object.keys(fields).length > 0) showTabOf(fields);
      else showErrorDialog(t);
      return;
    }
    try {
      if (values.picture)
        await savePicture.mutateAsync({
          newsId: savedId,
          file: values.picture.blob,
          fileName: values.picture.fileName,
        });
    } catch {
      // The texts are saved: carry on editing that news, so saving again does not create another.
      showErrorDialog(t);
      if (newsId === null) leave(pages.admin.newsEditOne.to(savedId), { replace: true });
      else form.resetDirty({ ...form.getValues(), picture: null });
      return;
    }
    flashSuccess(t('news.admin.saved'));
    leave(pages.admin.newsList.to());
  }, showTabOf);

  const askDelete = () => {
    if (newsId === null) return;
    const title = texts.find((text) => text.title !== '')?.title ?? '';
    confirmDeleteNewsItem(t, title, () =>
      removeNewsItem.mutate(newsId, {
        onSuccess: () => {
          flashSuccess(t('news.admin.deleted'));
          leave(pages.admin.newsList.to());
        },
        onError: () => showErrorDialog(t),
      }),
    );
  };

  const eventSwitch = form.getInputProps('isEvent', { type: 'checkbox' });

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Title order={2}>{newsId === null ? t('news.admin.createTitle') : t('news.admin.editTitle')}</Title>
          {languagesInError.size > 0 && (
            <Alert color="red" role="alert">
              {t('news.admin.checkLanguages', {
                languages: texts
                  .filter((_, index) => languagesInError.has(index))
                  .map((text) => languageName(text.languageKey))
                  .join(', '),
              })}
            </Alert>
          )}

          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Text fw={600}>{t('news.admin.picture.label')}</Text>
              {shownPicture ? (
                <AspectRatio ratio={NEWS_PICTURE_ASPECT} maw={480}>
                  <Image src={shownPicture} alt={t('news.admin.picture.current')} radius="sm" />
                </AspectRatio>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('news.admin.picture.none')}
                </Text>
              )}
              <Group>
                <Button variant="light" onClick={pictureModal.open}>
                  {shownPicture ? t('news.admin.picture.replace') : t('news.admin.picture.add')}
                </Button>
              </Group>
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Switch
                label={t('news.admin.isEvent')}
                {...eventSwitch}
                onChange={(event) => {
                  eventSwitch.onChange(event);
                  form.clearFieldError('eventDate');
                }}
              />
              {form.values.isEvent && (
                <TextInput
                  type="datetime-local"
                  label={t('news.admin.eventDate')}
                  required
                  maw={280}
                  {...form.getInputProps('eventDate')}
                />
              )}
            </Stack>
          </Paper>

          {/* Hidden languages stay in the page as they are (an Activity would recreate their editors). */}
          <Tabs value={activeTab} onChange={setActiveTab} keepMounted keepMountedMode="display-none">
            <Tabs.List>
              {texts.map((text, index) => (
                <Tabs.Tab
                  key={text.languageId}
                  value={String(text.languageId)}
                  color={languagesInError.has(index) ? 'red' : undefined}
                  c={languagesInError.has(index) ? 'red' : undefined}
                >
                  {languageName(text.languageKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {texts.map((text, index) => (
              <Tabs.Panel key={text.languageId} value={String(text.languageId)} pt="md">
                <Stack gap="md">
                  {index > 0 && (
                    <Text size="sm" c="dimmed">
                      {t('news.admin.optionalLanguage', { language: languageName(text.languageKey) })}
                    </Text>
                  )}
                  <TextInput
                    label={t('news.admin.titleField')}
                    maxLength={NEWS_TITLE_MAX_CHARS}
                    {...form.getInputProps(`texts.${index}.title`)}
                  />
                  <Textarea
                    label={t('news.admin.introField')}
                    description={t('news.admin.introHint', {
                      count: Array.from(text.intro).length,
                      max: NEWS_INTRO_MAX_CHARS,
                    })}
                    maxLength={NEWS_INTRO_MAX_CHARS}
                    autosize
                    minRows={2}
                    maxRows={6}
                    {...form.getInputProps(`texts.${index}.intro`)}
                  />
                  <RichTextField
                    label={t('news.admin.contentField', { language: languageName(text.languageKey) })}
                    initialValue={text.content}
                    onChange={(html) => form.setFieldValue(`texts.${index}.content`, html)}
                    error={form.errors[`texts.${index}.content`]}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>

          <Group justify="space-between">
            {newsId !== null ? (
              <Button variant="subtle" color="red" onClick={askDelete} loading={removeNewsItem.isPending}>
                {t('news.admin.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={() => navigate(pages.admin.newsList.to())}>
                {t('news.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('news.admin.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <NewsPictureModal
        opened={pictureOpened}
        onClose={pictureModal.close}
        onCropped={(cropped) => form.setFieldValue('picture', cropped)}
      />
    </>
  );
}
