/**
 * Query keys of the outings feature. Reads of outing texts carry the reading language, since the
 * server answers in it; `outingsKeys.all` invalidates everything after a write (the profile's list of
 * one's own outings too: it lives under the same first key).
 */
export const outingsKeys = {
  all: ['outings'] as const,
  list: (clubId: number, past: boolean, language: string) =>
    ['outings', 'list', clubId, past ? 'past' : 'upcoming', language] as const,
  details: (outingId: number, language: string) => ['outings', 'details', outingId, language] as const,
  participants: (outingId: number) => ['outings', 'participants', outingId] as const,
};
