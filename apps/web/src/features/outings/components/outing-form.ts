import type { BodyOf } from '@club/shared/api/contract';
import type { createOuting, OutingDetails } from '@club/shared/api/outings';
import type { OutingKind } from '@club/shared/domain/outings';
import { zonedParts, zonedToIso } from '../../../lib/zoned-time.ts';

/** One language's texts as the form holds them. */
export type OutingTextValues = { languageKey: string; title: string; description: string; gearNotes: string };

/**
 * The outing form's fields. Dates and times are typed apart (`YYYY-MM-DD`, `HH:MM`) and read on the
 * club's clocks (its time zone, wherever the manager's browser is), as a poster at the club gives
 * them; numbers and choices are kept as the inputs give them.
 */
export type OutingFormValues = {
  kind: OutingKind;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  deadlineDate: string;
  deadlineTime: string;
  /** As typed. */
  seats: string;
  /** The select's value: '0' (none) to '5'. */
  minCertificationStep: string;
  spotIds: string[];
  meetingPoint: string;
  price: string;
  /** The linked news item's id as the select gives it, or null. */
  newsId: string | null;
  texts: OutingTextValues[];
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The time sign-up closes by default: the evening before the outing, at 18:00. */
export const DEFAULT_DEADLINE_TIME = '18:00';

/** The day before `YYYY-MM-DD`; '' when the date is not a real one. */
export function dayBefore(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) - 1));
  return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

/**
 * The end and deadline dates that follow a new start date: the end while it was empty or on the old
 * start's day, the deadline while it was empty or the day before the old start. Dates the manager
 * set apart stay as they are.
 */
export function datesFollowingStart(
  values: Pick<OutingFormValues, 'startDate' | 'endDate' | 'deadlineDate'>,
  newStart: string,
): { endDate: string; deadlineDate: string } {
  const previous = values.startDate;
  return {
    endDate: values.endDate === '' || values.endDate === previous ? newStart : values.endDate,
    deadlineDate:
      values.deadlineDate === '' || values.deadlineDate === dayBefore(previous)
        ? dayBefore(newStart)
        : values.deadlineDate,
  };
}

/** The form's fields for a new outing (`existing` null) or the one being edited. */
export function outingFormValuesOf(
  clubLanguages: readonly { Language_key: string }[],
  existing: OutingDetails | null,
  timeZone: string,
): OutingFormValues {
  const texts = clubLanguages.map(({ Language_key }) => {
    const written = existing?.Contents.find((content) => content.Language_key === Language_key);
    return {
      languageKey: Language_key,
      title: written?.Title ?? '',
      description: written?.Description ?? '',
      gearNotes: written?.Gear_notes ?? '',
    };
  });
  if (existing === null)
    return {
      kind: 'boat_dive',
      startDate: '',
      startTime: '09:00',
      endDate: '',
      endTime: '12:00',
      deadlineDate: '',
      deadlineTime: DEFAULT_DEADLINE_TIME,
      seats: '12',
      minCertificationStep: '0',
      spotIds: [],
      meetingPoint: '',
      price: '',
      newsId: null,
      texts,
    };
  const start = zonedParts(existing.Start, timeZone);
  const end = zonedParts(existing.End, timeZone);
  const deadline = zonedParts(existing.Deadline, timeZone);
  return {
    kind: existing.Kind,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    deadlineDate: deadline.date,
    deadlineTime: deadline.time,
    seats: String(existing.Seats),
    minCertificationStep: String(existing.Min_level),
    spotIds: existing.Spots.map((spot) => String(spot.Id)),
    meetingPoint: existing.Meeting_point,
    price: existing.Price,
    newsId: existing.News_id === null ? null : String(existing.News_id),
    texts,
  };
}

/** The form's fields as createOuting's body (editOuting's with the `Id`), its times on the club's clocks. */
export function outingBodyOf(values: OutingFormValues, timeZone: string): BodyOf<typeof createOuting> {
  return {
    Kind: values.kind,
    Start: zonedToIso(values.startDate, values.startTime, timeZone),
    End: zonedToIso(values.endDate, values.endTime, timeZone),
    Deadline: zonedToIso(values.deadlineDate, values.deadlineTime, timeZone),
    Seats: values.seats.trim() === '' ? Number.NaN : Number(values.seats),
    Min_level: Number(values.minCertificationStep),
    Spot_ids: values.spotIds.map(Number),
    Meeting_point: values.meetingPoint.trim(),
    Price: values.price.trim(),
    News_id: values.newsId === null ? null : Number(values.newsId),
    Contents: values.texts.map((text) => ({
      Language_key: text.languageKey,
      Title: text.title.trim(),
      Description: text.description,
      Gear_notes: text.gearNotes,
    })),
  };
}

const bodyFields: Record<string, string> = {
  Kind: 'kind',
  Start: 'startDate',
  End: 'endDate',
  Deadline: 'deadlineDate',
  Seats: 'seats',
  Min_level: 'minCertificationStep',
  Spot_ids: 'spotIds',
  Meeting_point: 'meetingPoint',
  Price: 'price',
  News_id: 'newsId',
  // No title in any language: said on the first language's title.
  Contents: 'texts.0.title',
};

const textFields: Record<string, keyof OutingTextValues> = {
  Title: 'title',
  Description: 'description',
  Gear_notes: 'gearNotes',
};

/** A refused body field's form field: `Contents.1.Title` is the second language's title. */
export function outingFieldOf(path: string): string | undefined {
  const text = /^Contents\.(\d+)\.(\w+)$/.exec(path);
  if (text) {
    const field = text[2] ? textFields[text[2]] : undefined;
    return field ? `texts.${text[1]}.${field}` : undefined;
  }
  return bodyFields[path.split('.')[0] ?? ''];
}

/** The index of the language a field belongs to (`texts.1.title` -> 1), or undefined. */
export function languageIndexOf(field: string): number | undefined {
  const match = /^texts\.(\d+)\./.exec(field);
  return match ? Number(match[1]) : undefined;
}
