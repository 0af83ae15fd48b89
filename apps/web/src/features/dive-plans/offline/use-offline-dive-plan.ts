import type { BodyOf } from '@club/shared/api/contract';
import {
  type DivePlan,
  getDivePlan,
  recordDiveActuals,
  saveDivePlan,
  signDive,
} from '@club/shared/api/dive-plans';
import { checkPalanquee } from '@club/shared/domain/palanquee-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../lib/calls.ts';
import { currentAlias } from '../../../lib/club-alias.ts';
import { useDivePlanOuting } from '../api/get-dive-plan-outing.ts';
import { deviceOutbox } from './device-outbox.ts';
import type { KeptOuting } from './kept-dive-plans.ts';
import { type MergeContext, mergeOutbox } from './merge-outbox.ts';
import type { DivePlanWrite } from './outbox.ts';
import type { OutboxSnapshot } from './outbox-sender.ts';

const QUIET: OutboxSnapshot = {
  entries: [],
  refusals: [],
  sending: false,
  waitingForNetwork: false,
  signedOut: false,
};

export type DiveActuals = BodyOf<typeof recordDiveActuals>['Palanquees'];

/** Why a write was not queued: its body does not read (a bug of the form), or the device is full. */
export type QueueRefusal = 'invalid' | 'notKept';

/**
 * An outing's plan on the dive director's device (issue 31): the server's last answer (kept on the
 * device, shown at once and offline) with the writes not sent yet laid over it, the queue's state, and
 * the writes (palanquées, actuals, signature) that go through the queue. `member` is who reads it.
 */
export function useOfflineDivePlan(outingId: number, member: { id: number; name: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const queryClient = useQueryClient();
  const outbox = useMemo(
    () => deviceOutbox(`${currentAlias()}:${member.id}`, queryClient),
    [member.id, queryClient],
  );
  // What the device held when the page opened: shown until the server answers, or instead of it offline.
  const [kept] = useState(() => outbox.kept(outingId));
  const keptAt = kept.keptAt === null ? undefined : Date.parse(kept.keptAt);
  const query = useCall(
    getDivePlan,
    { params: { outingId } },
    kept.divePlan ? { initialData: kept.divePlan, initialDataUpdatedAt: keptAt } : {},
  );
  const outingQuery = useDivePlanOuting(outingId);
  const snapshot = useSyncExternalStore(
    outbox.subscribe,
    () => outbox.snapshot(outingId),
    () => QUIET,
  );

  // Every answer from the server is kept for the boat.
  const answeredAt = query.dataUpdatedAt;
  useEffect(() => {
    if (query.data && keptAt !== answeredAt) outbox.keepDivePlan(outingId, query.data);
  }, [outbox, outingId, query.data, answeredAt, keptAt]);

  const outing: KeptOuting | null = useMemo(() => {
    const read = outingQuery.data;
    if (!read) return kept.outing;
    return {
      Title: read.Title,
      Kind: read.Kind,
      Start: read.Start,
      End: read.End,
      Spots: read.Spots.map((spot) => ({ Id: spot.Id, Name: spot.Name })),
    };
  }, [outingQuery.data, kept.outing]);
  useEffect(() => {
    if (outingQuery.data && outing) outbox.keepOuting(outingId, outing);
  }, [outbox, outingId, outingQuery.data, outing]);

  const spots = outing?.Spots;
  const context: MergeContext = useMemo(
    () => ({
      check: (palanquee) => checkPalanquee(palanquee, language),
      signerName: member.name,
      spots: spots ?? [],
    }),
    [language, member.name, spots],
  );
  const divePlan: DivePlan | null = useMemo(
    () => (query.data ? mergeOutbox(query.data, snapshot.entries, context) : null),
    [query.data, snapshot.entries, context],
  );

  const queue = useCallback(
    (write: DivePlanWrite): QueueRefusal | null => {
      try {
        outbox.queue(outingId, write);
        return null;
      } catch {
        return 'notKept';
      }
    },
    [outbox, outingId],
  );

  /** Each dive's version as the server last answered: what a write is made on. */
  const versionOf = useCallback(
    (diveIndex: number) => divePlan?.Dives.find((dive) => dive.Index === diveIndex)?.Version,
    [divePlan],
  );

  const save = useCallback(
    (body: BodyOf<typeof saveDivePlan>): QueueRefusal | null => {
      const read = saveDivePlan.body.safeParse(body);
      return read.success ? queue({ kind: 'save', body: read.data }) : 'invalid';
    },
    [queue],
  );
  const sign = useCallback(
    (diveIndex: number): QueueRefusal | null => {
      const read = signDive.body.safeParse({
        Outing_id: outingId,
        Dive_index: diveIndex,
        Base_version: versionOf(diveIndex),
      });
      return read.success ? queue({ kind: 'sign', body: read.data }) : 'invalid';
    },
    [outingId, queue, versionOf],
  );
  const recordActuals = useCallback(
    (diveIndex: number, palanquees: DiveActuals): QueueRefusal | null => {
      const read = recordDiveActuals.body.safeParse({
        Outing_id: outingId,
        Dive_index: diveIndex,
        Base_version: versionOf(diveIndex),
        Palanquees: palanquees,
      });
      return read.success ? queue({ kind: 'actuals', body: read.data }) : 'invalid';
    },
    [outingId, queue, versionOf],
  );

  return {
    /** The plan as shown: the server's with the writes not sent yet; null before any was read. */
    divePlan,
    /** The plan could not be read and none is kept on the device. */
    failed: divePlan === null && query.isError,
    error: query.error,
    loading: divePlan === null && !query.isError,
    outing,
    /** When the plan shown was answered by the server (ms), for "données du …" offline. */
    answeredAt: query.data ? answeredAt : null,
    outbox: snapshot,
    save,
    sign,
    recordActuals,
    keepMine: (entryId: string) => outbox.keepMine(outingId, entryId),
    takeServer: (entryId: string) => outbox.takeServer(outingId, entryId),
    dismissRefusal: (refusalId: string) => outbox.dismissRefusal(outingId, refusalId),
    sendNow: () => void outbox.send(outingId),
  };
}
