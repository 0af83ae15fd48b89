import { errorCodes } from '@club/shared/api/errors';
import type { NewsAdmin } from '@club/shared/api/news';
import { NEWS_INTRO_MAX_CHARS } from '@club/shared/constants';
import { NEWS_TITLE_MAX_CHARS } from '@club/shared/domain/news';
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
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { fileUrl } from '../../../lib/file-url.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useDeleteNews } from '../api/delete-news.ts';
import { useEditImageUrl } from '../api/edit-image-url.ts';
import { useEditNewsContent } from '../api/edit-news-content.ts';
import { newsKeys } from '../api/news-keys.ts';
import { confirmDeleteNews } from './confirm-delete-news.tsx';
import { localInputToIso, toLocalInputValue } from './news-dates.ts';
import {
  initialTexts,
  type LanguageErrors,
  type LanguageText,
  toNewsList,
  validateTexts,
} from './news-form.ts';
import { type CroppedPicture, NEWS_PICTURE_ASPECT, NewsPictureModal } from './news-picture-modal.tsx';
import { isBlankHtml } from './rich-text-blank.ts';
import { RichTextField } from './rich-text-field.tsx';

/** A language's name in the interface language ("Anglais" in French), capitalised. */
function useLanguageName() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    return (key: string) => {
      const name = names.of(key) ?? key;
      return name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1);
    };
  }, [i18n.language]);
}

/** The object URL of a cropped picture, given back when it is replaced or the form goes away. */
function usePreviewUrl(picture: CroppedPicture | null): string | null {
  const url = useMemo(() => (picture ? URL.createObjectURL(picture.blob) : null), [picture]);
  useEffect(() => {
    if (url === null) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

type ServerRefusal = 'title_error' | 'content_error' | null;

/**
 * The news form of /admin/creation_news and /admin/edit_news/{news_id}: per language of the club a
 * title, an intro (at most 500 characters) and a rich-text content; the event flag and date; the
 * picture. Saving sends the texts, then the picture when a new one was framed.
 */
export function NewsEditor({ existing }: { existing: NewsAdmin | null }) {
  const { t } = useTranslation();
  const club = useClub();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const languageName = useLanguageName();
  const saveContent = useEditNewsContent();
  const savePicture = useEditImageUrl();
  const removeNews = useDeleteNews();
  const [pictureOpened, pictureModal] = useDisclosure(false);

  const [texts, setTexts] = useState<LanguageText[]>(() => initialTexts(club.Languages, existing));
  const [isEvent, setIsEvent] = useState(existing?.news.Is_event ?? false);
  const [eventDate, setEventDate] = useState(() => toLocalInputValue(existing?.news.Event_date ?? null));
  const [picture, setPicture] = useState<CroppedPicture | null>(null);
  const [errors, setErrors] = useState<Map<number, LanguageErrors>>(new Map());
  const [eventDateError, setEventDateError] = useState(false);
  const [refusal, setRefusal] = useState<ServerRefusal>(null);
  const [activeTab, setActiveTab] = useState<string | null>(String(texts[0]?.languageId ?? ''));
  const [saving, setSaving] = useState(false);
  const previewUrl = usePreviewUrl(picture);
  const shownPicture = previewUrl ?? fileUrl(existing?.news.Picture) ?? null;
  const newsId = existing?.news.Id ?? null;

  const update = (languageId: number, change: Partial<LanguageText>) => {
    setTexts((current) =>
      current.map((text) => (text.languageId === languageId ? { ...text, ...change } : text)),
    );
    setErrors((current) => {
      if (!current.has(languageId)) return current;
      const next = new Map(current);
      const own = { ...next.get(languageId) };
      if (change.title !== undefined) delete own.title;
      if (change.content !== undefined) delete own.content;
      if (own.title || own.content) next.set(languageId, own);
      else next.delete(languageId);
      return next;
    });
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTexts(texts, isBlankHtml);
    const eventIso = isEvent ? localInputToIso(eventDate) : null;
    setErrors(found);
    setEventDateError(isEvent && eventIso === null);
    const firstWithError = texts.find((text) => found.has(text.languageId));
    if (firstWithError) setActiveTab(String(firstWithError.languageId));
    if (found.size > 0 || (isEvent && eventIso === null)) return;

    setSaving(true);
    setRefusal(null);
    let savedId: number;
    try {
      const saved = await saveContent.mutateAsync({
        ...(newsId !== null ? { Id: newsId } : {}),
        Is_event: isEvent,
        Event_date: eventIso,
        news_list: toNewsList(texts, isBlankHtml),
      });
      savedId = saved.news.Id;
    } catch (error) {
      setSaving(false);
      if (isApiError(error, errorCodes.titleError)) setRefusal('title_error');
      else if (isApiError(error, errorCodes.contentError)) setRefusal('content_error');
      else showErrorDialog(t);
      return;
    }
    try {
      if (picture)
        await savePicture.mutateAsync({ newsId: savedId, file: picture.blob, fileName: picture.fileName });
    } catch {
      // The texts are saved: carry on editing that news, so saving again does not create another.
      await queryClient.invalidateQueries({ queryKey: newsKeys.all });
      setSaving(false);
      showErrorDialog(t);
      if (newsId === null) navigate(paths.admin.newsEditOne.to(savedId), { replace: true });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: newsKeys.all });
    setSaving(false);
    flashSuccess(t('news.admin.saved'));
    navigate(paths.admin.newsList.to());
  };

  const askDelete = () => {
    if (newsId === null) return;
    const title = texts.find((text) => text.title !== '')?.title ?? '';
    confirmDeleteNews(t, title, () =>
      removeNews.mutate(newsId, {
        onSuccess: () => {
          flashSuccess(t('news.admin.deleted'));
          navigate(paths.admin.newsList.to());
        },
        onError: () => showErrorDialog(t),
      }),
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Title order={2}>{newsId === null ? t('news.admin.createTitle') : t('news.admin.editTitle')}</Title>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal === 'title_error' ? t('news.admin.titleError') : t('news.admin.contentError')}
            </Alert>
          )}
          {errors.size > 0 && (
            <Alert color="red" role="alert">
              {t('news.admin.checkLanguages', {
                languages: texts
                  .filter((text) => errors.has(text.languageId))
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
                checked={isEvent}
                onChange={(event) => {
                  setIsEvent(event.currentTarget.checked);
                  setEventDateError(false);
                }}
              />
              {isEvent && (
                <TextInput
                  type="datetime-local"
                  label={t('news.admin.eventDate')}
                  required
                  value={eventDate}
                  onChange={(event) => {
                    setEventDate(event.currentTarget.value);
                    setEventDateError(false);
                  }}
                  error={eventDateError ? t('news.admin.eventDateError') : undefined}
                  maw={280}
                />
              )}
            </Stack>
          </Paper>

          <Tabs value={activeTab} onChange={setActiveTab} keepMounted>
            <Tabs.List>
              {texts.map((text) => (
                <Tabs.Tab
                  key={text.languageId}
                  value={String(text.languageId)}
                  color={errors.has(text.languageId) ? 'red' : undefined}
                  c={errors.has(text.languageId) ? 'red' : undefined}
                >
                  {languageName(text.languageKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {texts.map((text, index) => {
              const own = errors.get(text.languageId);
              return (
                <Tabs.Panel key={text.languageId} value={String(text.languageId)} pt="md">
                  <Stack gap="md">
                    {index > 0 && (
                      <Text size="sm" c="dimmed">
                        {t('news.admin.optionalLanguage', { language: languageName(text.languageKey) })}
                      </Text>
                    )}
                    <TextInput
                      label={t('news.admin.titleField')}
                      value={text.title}
                      maxLength={NEWS_TITLE_MAX_CHARS}
                      onChange={(event) => update(text.languageId, { title: event.currentTarget.value })}
                      error={own?.title ? t('news.admin.titleError') : undefined}
                    />
                    <Textarea
                      label={t('news.admin.introField')}
                      description={t('news.admin.introHint', {
                        count: Array.from(text.intro).length,
                        max: NEWS_INTRO_MAX_CHARS,
                      })}
                      value={text.intro}
                      maxLength={NEWS_INTRO_MAX_CHARS}
                      autosize
                      minRows={2}
                      maxRows={6}
                      onChange={(event) => update(text.languageId, { intro: event.currentTarget.value })}
                    />
                    <RichTextField
                      label={t('news.admin.contentField', { language: languageName(text.languageKey) })}
                      initialValue={text.content}
                      onChange={(html) => update(text.languageId, { content: html })}
                      error={own?.content ? t('news.admin.contentError') : undefined}
                    />
                  </Stack>
                </Tabs.Panel>
              );
            })}
          </Tabs>

          <Group justify="space-between">
            {newsId !== null ? (
              <Button variant="subtle" color="red" onClick={askDelete} loading={removeNews.isPending}>
                {t('news.admin.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={() => navigate(paths.admin.newsList.to())}>
                {t('news.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('news.admin.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <NewsPictureModal opened={pictureOpened} onClose={pictureModal.close} onCropped={setPicture} />
    </>
  );
}
