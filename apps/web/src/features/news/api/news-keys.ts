/**
 * Query keys of the news feature. Every read of news texts carries the reading language, since the
 * server answers in it; `newsKeys.all` invalidates everything after a write.
 */
export const newsKeys = {
  all: ['news'] as const,
  last: (clubId: number, language: string) => ['news', 'last', clubId, language] as const,
  list: (clubId: number, language: string) => ['news', 'list', clubId, language] as const,
  details: (newsId: number, language: string) => ['news', 'details', newsId, language] as const,
  comments: (newsId: number) => ['news', 'comments', newsId] as const,
  edit: (newsId: number) => ['news', 'edit', newsId] as const,
};
