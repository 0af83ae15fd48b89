/**
 * What the device keeps of an outing's plan for the boat (issue 31): the server's last answer, the
 * outing's title, day and spots, the writes not sent yet and the writes the server refused, in local
 * storage under the club's site and the signed-in member (another member on the same phone has their
 * own). Read back through the calls' own schemas: a copy an older version of the app wrote is dropped
 * rather than shown wrong, its writes with it only when they no longer read.
 */
import { divePlanSchema, recordDiveActuals, saveDivePlan, signDive } from '@club/shared/api/dive-plans';
import { outingKindSchema } from '@club/shared/api/outings';
import { z } from 'zod';

const writeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('save'), body: saveDivePlan.body }),
  z.object({ kind: z.literal('sign'), body: signDive.body }),
  z.object({ kind: z.literal('actuals'), body: recordDiveActuals.body }),
]);

const entrySchema = z.object({
  id: z.string(),
  write: writeSchema,
  madeAt: z.string(),
  conflict: z.object({ dives: z.array(z.number().int()) }).nullable(),
  overwrite: z.boolean(),
});

/** A write the server refused for good (not a conflict): said once, then dismissed by the person. */
const refusalSchema = z.object({
  id: z.string(),
  kind: z.enum(['save', 'sign', 'actuals']),
  dives: z.array(z.number().int()),
  /** The server's error code and its words, in the language of the request. */
  code: z.string(),
  message: z.string(),
  at: z.string(),
});
export type Refusal = z.infer<typeof refusalSchema>;

const keptOutingSchema = z.object({
  Title: z.string(),
  Kind: outingKindSchema,
  Start: z.string(),
  End: z.string(),
  Spots: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
});
export type KeptOuting = z.infer<typeof keptOutingSchema>;

/** A list of which each item that no longer reads is left out, the others kept. */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((value) => {
        const read = item.safeParse(value);
        return read.success ? [read.data as z.output<T>] : [];
      }),
    );

const keptDivePlanSchema = z.object({
  divePlan: divePlanSchema.nullable().catch(null),
  /** When the plan was answered (ISO instant). */
  keptAt: z.string().nullable().catch(null),
  outing: keptOutingSchema.nullable().catch(null),
  outbox: listOf(entrySchema),
  refusals: listOf(refusalSchema),
});
export type KeptDivePlan = z.infer<typeof keptDivePlanSchema>;

export const emptyKeptDivePlan = (): KeptDivePlan => ({
  divePlan: null,
  keptAt: null,
  outing: null,
  outbox: [],
  refusals: [],
});

/** A plan nobody wrote to for this long, with nothing left to send, is forgotten. */
const FORGOTTEN_AFTER_MS = 45 * 24 * 60 * 60 * 1000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The kept plans of one member on one club's site (`scope`: `alias:userId`). */
export class KeptDivePlans {
  private readonly storage: KeyValueStorage;
  private readonly scope: string;

  constructor(storage: KeyValueStorage, scope: string) {
    this.storage = storage;
    this.scope = scope;
  }

  private keyOf(outingId: number): string {
    return `divePlan:${this.scope}:${outingId}`;
  }

  read(outingId: number): KeptDivePlan {
    let text: string | null = null;
    try {
      text = this.storage.getItem(this.keyOf(outingId));
    } catch {
      return emptyKeptDivePlan();
    }
    if (text === null) return emptyKeptDivePlan();
    try {
      const kept = keptDivePlanSchema.safeParse(JSON.parse(text));
      return kept.success ? kept.data : emptyKeptDivePlan();
    } catch {
      return emptyKeptDivePlan();
    }
  }

  /**
   * Re-reads, changes and writes back (another tab may have written meanwhile); throws when the device is
   * full.
   */
  update(outingId: number, change: (kept: KeptDivePlan) => KeptDivePlan): KeptDivePlan {
    const next = change(this.read(outingId));
    this.storage.setItem(this.keyOf(outingId), JSON.stringify(next));
    return next;
  }

  /** The outings of this member with writes left to send. */
  outingsWithWrites(): number[] {
    return this.ownOutings().filter((outingId) => this.read(outingId).outbox.length > 0);
  }

  /** Forgets the plans read long ago that hold nothing to send. */
  forgetOld(now: number): void {
    for (const outingId of this.ownOutings()) {
      const kept = this.read(outingId);
      const keptAt = kept.keptAt === null ? Number.NaN : Date.parse(kept.keptAt);
      if (kept.outbox.length === 0 && !(now - keptAt < FORGOTTEN_AFTER_MS))
        this.storage.removeItem(this.keyOf(outingId));
    }
  }

  private ownOutings(): number[] {
    const prefix = `divePlan:${this.scope}:`;
    const found: number[] = [];
    try {
      for (let index = 0; index < this.storage.length; index += 1) {
        const key = this.storage.key(index);
        if (key?.startsWith(prefix)) found.push(Number(key.slice(prefix.length)));
      }
    } catch {
      return [];
    }
    return found.filter((id) => Number.isInteger(id) && id > 0);
  }
}
