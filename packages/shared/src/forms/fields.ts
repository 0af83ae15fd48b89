import { z } from 'zod';

/**
 * A shared field rule with the form's own words: the value must pass `field`, else the issue carries
 * `messageKey` (a translation key the web app shows on the field).
 */
export function withMessage<T extends z.ZodType>(field: T, messageKey: string) {
  return z.custom((value) => field.safeParse(value).success, messageKey).pipe(field);
}
