/**
 * Sends a member's queued dive plan writes (outbox.ts), in order, per outing: at once when the browser
 * is online, else when it says it is back (`online`), and again with a growing delay while the network
 * does not answer (the `online` event comes before the network does, on a phone leaving a dead zone as in
 * Chromium: features/offline/offline-state.ts met the same). A conflict stops the outing's queue until
 * the person chooses; a refusal is kept to be read; nothing is dropped unsaid.
 */
import type { DivePlan } from '@club/shared/api/dive-plans';
import { errorCodes } from '@club/shared/api/errors';
import { ApiRequestError, OFFLINE_ERROR_CODE } from '../../../lib/api-client.ts';
import type { KeptDivePlan, KeptDivePlans, KeptOuting, Refusal } from './kept-dive-plans.ts';
import {
  conflictedDives,
  type DivePlanWrite,
  divesOf,
  enqueue,
  keepMine,
  markConflict,
  type OutboxEntry,
  rebaseAfterSent,
  requestOf,
  takeServerVersion,
} from './outbox.ts';

/**
 * The first wait before a write that met no network is tried again; then twice as long, up to RETRY_MAX_MS.
 */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

export interface OutboxSnapshot {
  entries: readonly OutboxEntry[];
  refusals: readonly Refusal[];
  /** A write is on its way. */
  sending: boolean;
  /** The last try met no network: tried again later, and as soon as the browser is back online. */
  waitingForNetwork: boolean;
  /** The server no longer knows the session: nothing is sent until the member signs in again. */
  signedOut: boolean;
}

export interface OutboxDependencies {
  kept: KeptDivePlans;
  send(write: DivePlanWrite): Promise<DivePlan>;
  /** The server's plan now, read after a conflict to name the dives another device changed. */
  readDivePlan(outingId: number): Promise<DivePlan>;
  online(): boolean;
  /** Calls `listener` each time the browser says it is online again; answers how to stop. */
  listenOnline(listener: () => void): () => void;
  /** A plan the server answered a write with, for the page's cache. */
  answered(outingId: number, divePlan: DivePlan): void;
  now(): Date;
  newId(): string;
  setTimer(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimer(timer: ReturnType<typeof setTimeout>): void;
}

/** What a failed send means for the queue. */
export type SendFailure = 'network' | 'conflict' | 'session' | 'refused';

export function failureOf(error: unknown): SendFailure {
  if (!(error instanceof ApiRequestError)) return 'network';
  if (error.code === OFFLINE_ERROR_CODE || error.status === 0) return 'network';
  if (error.code === errorCodes.divePlanChanged) return 'conflict';
  if (error.status === 401) return 'session';
  // The server or a gateway on the way could not answer now: the same write goes again later.
  if (error.status >= 500 || error.status === 408 || error.status === 429) return 'network';
  return 'refused';
}

const NOTHING: OutboxSnapshot = {
  entries: [],
  refusals: [],
  sending: false,
  waitingForNetwork: false,
  signedOut: false,
};

export class DivePlanOutbox {
  private readonly deps: OutboxDependencies;
  private readonly snapshots = new Map<number, OutboxSnapshot>();
  private readonly listeners = new Set<() => void>();
  /** Per outing: the entry on its way (a later write never takes its place). */
  private readonly sendingIds = new Map<number, string>();
  private readonly flushing = new Set<number>();
  /** Outings asked to send while they were sending: they go round once more. */
  private readonly askedAgain = new Set<number>();
  private readonly retries = new Map<
    number,
    { delayMs: number; timer: ReturnType<typeof setTimeout> | null }
  >();
  private signedOut = false;
  private readonly stopListening: () => void;

  constructor(deps: OutboxDependencies) {
    this.deps = deps;
    this.stopListening = deps.listenOnline(() => this.sendAll());
  }

  /** Stops listening and waiting (the member signed out, or a test is over). */
  close(): void {
    this.stopListening();
    for (const retry of this.retries.values()) if (retry.timer !== null) this.deps.clearTimer(retry.timer);
    this.retries.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot(outingId: number): OutboxSnapshot {
    let found = this.snapshots.get(outingId);
    if (!found) {
      found = this.snapshotOf(outingId, this.deps.kept.read(outingId));
      this.snapshots.set(outingId, found);
    }
    return found;
  }

  kept(outingId: number): KeptDivePlan {
    return this.deps.kept.read(outingId);
  }

  /** A plan read from the server, kept for reading offline. */
  keepDivePlan(outingId: number, divePlan: DivePlan): void {
    this.tryKeep(outingId, (kept) => ({ ...kept, divePlan, keptAt: this.deps.now().toISOString() }));
  }

  keepOuting(outingId: number, outing: KeptOuting): void {
    this.tryKeep(outingId, (kept) => ({ ...kept, outing }));
  }

  /** Queues a write (it shows at once) and sends the queue. Throws when the device cannot keep it. */
  queue(outingId: number, write: DivePlanWrite): void {
    const entry: OutboxEntry = {
      id: this.deps.newId(),
      write,
      madeAt: this.deps.now().toISOString(),
      conflict: null,
      overwrite: false,
    };
    const sendingId = this.sendingIds.get(outingId) ?? null;
    this.deps.kept.update(outingId, (kept) => ({ ...kept, outbox: enqueue(kept.outbox, entry, sendingId) }));
    this.publish(outingId);
    void this.send(outingId);
  }

  /** "Garder mes changements": the write in conflict goes again, overwriting. */
  keepMine(outingId: number, entryId: string): void {
    this.deps.kept.update(outingId, (kept) => ({ ...kept, outbox: keepMine(kept.outbox, entryId) }));
    this.publish(outingId);
    void this.send(outingId);
  }

  /** "Prendre la version du serveur": the conflicted dives are left as the server has them. */
  takeServer(outingId: number, entryId: string): void {
    this.deps.kept.update(outingId, (kept) =>
      kept.divePlan === null
        ? kept
        : { ...kept, outbox: takeServerVersion(kept.outbox, entryId, kept.divePlan) },
    );
    this.publish(outingId);
    void this.send(outingId);
  }

  dismissRefusal(outingId: number, refusalId: string): void {
    this.tryKeep(outingId, (kept) => ({
      ...kept,
      refusals: kept.refusals.filter((refusal) => refusal.id !== refusalId),
    }));
  }

  /** Every outing of the member with writes left (the browser is back online, or the page opened). */
  sendAll(): void {
    this.signedOut = false;
    for (const outingId of this.deps.kept.outingsWithWrites()) {
      this.resetRetry(outingId);
      void this.send(outingId);
    }
  }

  /** Sends the outing's queue in order until it is empty, a conflict waits, or the network fails. */
  async send(outingId: number): Promise<void> {
    if (this.flushing.has(outingId)) {
      this.askedAgain.add(outingId);
      return;
    }
    if (this.signedOut) return;
    if (!this.deps.online()) {
      this.publish(outingId);
      return;
    }
    this.flushing.add(outingId);
    this.cancelRetryTimer(outingId);
    try {
      await this.sendQueue(outingId);
    } finally {
      this.flushing.delete(outingId);
      this.sendingIds.delete(outingId);
      this.publish(outingId);
    }
    if (this.askedAgain.delete(outingId)) await this.send(outingId);
  }

  private async sendQueue(outingId: number): Promise<void> {
    for (;;) {
      const entry = this.deps.kept.read(outingId).outbox[0];
      if (!entry || entry.conflict !== null) return;
      this.sendingIds.set(outingId, entry.id);
      this.publish(outingId);
      let answer: DivePlan;
      try {
        answer = await this.deps.send(requestOf(entry));
      } catch (error) {
        const failure = failureOf(error);
        if (failure === 'network') return this.retryLater(outingId);
        if (failure === 'session') {
          this.signedOut = true;
          return;
        }
        if (failure === 'conflict') return this.holdConflict(outingId, entry);
        this.refuse(outingId, entry, error as ApiRequestError);
        continue;
      }
      this.resetRetry(outingId);
      this.tryKeep(outingId, (kept) => ({
        ...kept,
        divePlan: answer,
        keptAt: this.deps.now().toISOString(),
        outbox: rebaseAfterSent(
          kept.outbox.filter((candidate) => candidate.id !== entry.id),
          entry,
          answer,
        ),
      }));
      this.deps.answered(outingId, answer);
    }
  }

  private async holdConflict(outingId: number, entry: OutboxEntry): Promise<void> {
    let server: DivePlan | null = null;
    try {
      server = await this.deps.readDivePlan(outingId);
      this.keepDivePlan(outingId, server);
      this.deps.answered(outingId, server);
    } catch {
      // Without the server's plan, the notice names every dive of the write.
    }
    const dives = conflictedDives(entry.write, server);
    this.tryKeep(outingId, (kept) => ({ ...kept, outbox: markConflict(kept.outbox, entry.id, dives) }));
  }

  private refuse(outingId: number, entry: OutboxEntry, error: ApiRequestError): void {
    const refusal: Refusal = {
      id: entry.id,
      kind: entry.write.kind,
      dives: divesOf(entry.write),
      code: error.code,
      message: error.message,
      at: this.deps.now().toISOString(),
    };
    this.tryKeep(outingId, (kept) => ({
      ...kept,
      outbox: kept.outbox.filter((candidate) => candidate.id !== entry.id),
      refusals: [...kept.refusals, refusal],
    }));
  }

  private retryLater(outingId: number): void {
    const retry = this.retries.get(outingId) ?? { delayMs: RETRY_FIRST_MS, timer: null };
    if (retry.timer !== null) this.deps.clearTimer(retry.timer);
    const timer = this.deps.setTimer(() => {
      retry.timer = null;
      void this.send(outingId);
    }, retry.delayMs);
    this.retries.set(outingId, { delayMs: Math.min(retry.delayMs * 2, RETRY_MAX_MS), timer });
  }

  private cancelRetryTimer(outingId: number): void {
    const retry = this.retries.get(outingId);
    if (retry?.timer) {
      this.deps.clearTimer(retry.timer);
      retry.timer = null;
    }
  }

  private resetRetry(outingId: number): void {
    this.cancelRetryTimer(outingId);
    this.retries.delete(outingId);
  }

  /**
   * Writes what the device keeps; when it is full, the server's plan (the largest part, read again
   * online) is let go before the writes not sent.
   */
  private tryKeep(outingId: number, change: (kept: KeptDivePlan) => KeptDivePlan): void {
    try {
      this.deps.kept.update(outingId, change);
    } catch {
      try {
        this.deps.kept.update(outingId, (kept) => ({ ...change(kept), divePlan: null, keptAt: null }));
      } catch {
        // Nothing more can be kept on this device: the queue in memory is what the storage held.
      }
    }
    this.publish(outingId);
  }

  private snapshotOf(outingId: number, kept: KeptDivePlan): OutboxSnapshot {
    if (kept.outbox.length === 0 && kept.refusals.length === 0 && !this.flushing.has(outingId))
      return NOTHING;
    const retry = this.retries.get(outingId);
    return {
      entries: kept.outbox,
      refusals: kept.refusals,
      sending: this.sendingIds.has(outingId),
      waitingForNetwork: kept.outbox.length > 0 && (!this.deps.online() || retry?.timer != null),
      signedOut: this.signedOut && kept.outbox.length > 0,
    };
  }

  private publish(outingId: number): void {
    this.snapshots.set(outingId, this.snapshotOf(outingId, this.deps.kept.read(outingId)));
    for (const listener of this.listeners) listener();
  }
}
