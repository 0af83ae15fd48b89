import { countries } from '../../db/schema/reference.ts';
import type { Executor } from '../../platform/data/db.ts';

export function listCountryRows(db: Executor) {
  return db.select().from(countries);
}
