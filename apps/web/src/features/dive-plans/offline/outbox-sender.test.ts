import type { DivePlan } from '@club/shared/api/dive-plans';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { KeptDivePlans } from './kept-dive-plans.ts';
import type { DivePlanWrite } from './outbox.ts';
import { DivePlanOutbox, failureOf, RETRY_FIRST_MS, RETRY_MAX_MS } from './outbox-sender.ts';
import { actualsOf, dive, divePlan, OUTING_ID, saveOf, signOf } from './outbox-test-support.ts';

/** Local storage as the browser's, in memory. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  };
  removeItem = (key: string) => void this.items.delete(key);
}

type Answer = DivePlan | Error;

/**
 * A device with its queue: `answers` are what the server answers the next sends, in order (a plan
 * accepted it, an error refused it); `sent` is every request, and `timers` the retries waiting.
 */
function device(options: { online?: boolean; answers?: Answer[]; serverDivePlan?: DivePlan } = {}) {
  const storage = new MemoryStorage();
  const kept = new KeptDivePlans(storage, 'demo:7');
  const sent: DivePlanWrite[] = [];
  const answered: DivePlan[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  let onOnline: () => void = () => undefined;
  let ids = 0;
  const state = { online: options.online ?? true, answers: [...(options.answers ?? [])] };
  const outbox = new DivePlanOutbox({
    kept,
    send: async (write) => {
      sent.push(write);
      const answer = state.answers.shift() ?? new TypeError('Failed to fetch');
      if (answer instanceof Error) throw answer;
      return answer;
    },
    readDivePlan: async () => {
      if (!options.serverDivePlan) throw new TypeError('Failed to fetch');
      return options.serverDivePlan;
    },
    online: () => state.online,
    listenOnline: (listener) => {
      onOnline = listener;
      return () => undefined;
    },
    answered: (_outingId, answer) => void answered.push(answer),
    now: () => new Date('2027-06-12T10:42:00.000Z'),
    newId: () => {
      ids += 1;
      return `w${ids}`;
    },
    setTimer: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (timer) => {
      (timer as unknown as { cleared: boolean }).cleared = true;
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    outbox,
    storage,
    kept,
    sent,
    answered,
    timers,
    state,
    settle,
    goOnline: async () => {
      state.online = true;
      onOnline();
      await settle();
    },
    snapshot: () => outbox.snapshot(OUTING_ID),
  };
}

/** The id of a queued write or refusal the test expects to be there. */
function idOf(item: { id: string } | undefined): string {
  if (!item) throw new Error('expected a write on the device');
  return item.id;
}

const changed = (code: string, status = 409, message = 'refused') =>
  new ApiRequestError(status, code, message);

let open: DivePlanOutbox[] = [];
afterEach(() => {
  for (const outbox of open) outbox.close();
  open = [];
});

function started(options: Parameters<typeof device>[0]) {
  const made = device(options);
  open.push(made.outbox);
  made.outbox.keepDivePlan(OUTING_ID, divePlan());
  return made;
}

describe('what a failed send means', () => {
  it('tells the network, a conflict, a lost session and a refusal apart', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureOf(new ApiRequestError(0, 'offline', 'Offline'))).toBe('network');
    expect(failureOf(new ApiRequestError(503, 'http_error', 'HTTP 503'))).toBe('network');
    expect(failureOf(changed('dive_plan_changed'))).toBe('conflict');
    expect(failureOf(new ApiRequestError(401, 'unauthenticated', 'Sign in'))).toBe('session');
    expect(failureOf(changed('palanquee_problem'))).toBe('refused');
  });
});

describe('the queue on the boat', () => {
  it('keeps writes made offline on the device, in order, and sends none', async () => {
    const phone = started({ online: false });
    phone.outbox.queue(OUTING_ID, actualsOf(1, 3));
    phone.outbox.queue(OUTING_ID, signOf(1, 3));
    await phone.settle();
    expect(phone.sent).toEqual([]);
    expect(phone.snapshot()).toMatchObject({ waitingForNetwork: true, sending: false });
    expect(phone.snapshot().entries.map((entry) => entry.write.kind)).toEqual(['actuals', 'sign']);
    // Another page of the same member on this device reads them back.
    expect(new KeptDivePlans(phone.storage, 'demo:7').read(OUTING_ID).outbox).toHaveLength(2);
    expect(new KeptDivePlans(phone.storage, 'demo:8').read(OUTING_ID).outbox).toEqual([]);
  });

  it('sends them in order when the network is back, each on the version the previous one produced', async () => {
    const afterFigures = divePlan({ Dives: [dive(1, { Version: 4 }), dive(2, { Version: 7 })] });
    const afterSignature = divePlan({
      Dives: [dive(1, { Version: 5, Signed_by: 'Marin Leroy' }), dive(2, { Version: 7 })],
    });
    const phone = started({ online: false, answers: [afterFigures, afterSignature] });
    phone.outbox.queue(OUTING_ID, actualsOf(1, 3));
    phone.outbox.queue(OUTING_ID, signOf(1, 3));
    await phone.goOnline();
    expect(phone.sent.map((write) => write.kind)).toEqual(['actuals', 'sign']);
    expect(phone.sent[1]?.kind === 'sign' && phone.sent[1].body.Base_version).toBe(4);
    expect(phone.snapshot().entries).toEqual([]);
    expect(phone.answered.at(-1)).toBe(afterSignature);
    expect(phone.kept.read(OUTING_ID).divePlan).toEqual(afterSignature);
  });

  it('tries again later, twice as long each time, while the network does not answer after the online event', async () => {
    const accepted = divePlan({ Dives: [dive(1, { Version: 4 }), dive(2, { Version: 7 })] });
    const phone = started({
      online: false,
      answers: [new TypeError('Failed to fetch'), new TypeError('Failed to fetch')],
    });
    phone.outbox.queue(OUTING_ID, actualsOf(1, 3));
    await phone.goOnline();
    expect(phone.timers.map((timer) => timer.ms)).toEqual([RETRY_FIRST_MS]);
    expect(phone.snapshot().waitingForNetwork).toBe(true);
    phone.timers[0]?.callback();
    await phone.settle();
    expect(phone.timers.map((timer) => timer.ms)).toEqual([RETRY_FIRST_MS, RETRY_FIRST_MS * 2]);
    phone.state.answers.push(accepted);
    phone.timers[1]?.callback();
    await phone.settle();
    expect(phone.sent).toHaveLength(3);
    expect(phone.snapshot().entries).toEqual([]);
    expect(phone.snapshot().waitingForNetwork).toBe(false);
  });

  it('waits at most a minute between tries', async () => {
    const phone = started({ online: true });
    phone.outbox.queue(OUTING_ID, actualsOf(1, 3));
    await phone.settle();
    for (let round = 0; round < 8; round += 1) {
      phone.timers.at(-1)?.callback();
      await phone.settle();
    }
    expect(phone.timers.at(-1)?.ms).toBe(RETRY_MAX_MS);
  });

  it('stops at a write another device overtook, names its dive, and keeps the local change', async () => {
    const server = divePlan({ Dives: [dive(1, { Version: 3 }), dive(2, { Version: 9 })] });
    const phone = started({ online: false, answers: [changed('dive_plan_changed')], serverDivePlan: server });
    phone.outbox.queue(OUTING_ID, actualsOf(2, 7));
    phone.outbox.queue(OUTING_ID, actualsOf(1, 3));
    await phone.goOnline();
    expect(phone.sent).toHaveLength(1);
    const [first, second] = phone.snapshot().entries;
    expect(first?.conflict).toEqual({ dives: [2] });
    expect(second?.conflict).toBeNull();
    // The server's plan now is kept and shown beneath the local change.
    expect(phone.kept.read(OUTING_ID).divePlan).toEqual(server);
  });

  it('“Garder mes changements” sends the write again without its base version, then the rest', async () => {
    const server = divePlan({ Dives: [dive(1, { Version: 3 }), dive(2, { Version: 9 })] });
    const accepted = divePlan({ Dives: [dive(1, { Version: 3 }), dive(2, { Version: 10 })] });
    const phone = started({
      online: true,
      answers: [changed('dive_plan_changed'), accepted, accepted],
      serverDivePlan: server,
    });
    phone.outbox.queue(OUTING_ID, actualsOf(2, 7));
    await phone.settle();
    phone.outbox.queue(OUTING_ID, actualsOf(1, 3));
    await phone.settle();
    phone.outbox.keepMine(OUTING_ID, idOf(phone.snapshot().entries[0]));
    await phone.settle();
    expect(phone.sent[1]).toMatchObject({
      kind: 'actuals',
      body: { Dive_index: 2, Base_version: undefined },
    });
    expect(phone.sent[2]).toMatchObject({ kind: 'actuals', body: { Dive_index: 1, Base_version: 3 } });
    expect(phone.snapshot().entries).toEqual([]);
  });

  it('“Prendre la version du serveur” drops the overtaken figures and sends what follows', async () => {
    const server = divePlan({ Dives: [dive(1, { Version: 3 }), dive(2, { Version: 9 })] });
    const phone = started({
      online: true,
      answers: [changed('dive_plan_changed'), server],
      serverDivePlan: server,
    });
    phone.outbox.queue(OUTING_ID, actualsOf(2, 7));
    await phone.settle();
    phone.outbox.queue(OUTING_ID, signOf(1, 3));
    await phone.settle();
    phone.outbox.takeServer(OUTING_ID, idOf(phone.snapshot().entries[0]));
    await phone.settle();
    expect(phone.sent.map((write) => write.kind)).toEqual(['actuals', 'sign']);
    expect(phone.snapshot().entries).toEqual([]);
  });

  it('keeps a refusal with the server’s words and goes on with the next write', async () => {
    const accepted = divePlan({ Dives: [dive(1, { Version: 4 }), dive(2, { Version: 7 })] });
    const refusal = changed('palanquee_problem', 409, 'Palanquée 2 : trop profond sans raison de dérogation');
    const phone = started({ online: true, answers: [refusal, accepted] });
    phone.outbox.queue(OUTING_ID, signOf(1, 3));
    await phone.settle();
    expect(phone.snapshot().refusals).toEqual([
      expect.objectContaining({
        kind: 'sign',
        dives: [1],
        code: 'palanquee_problem',
        message: refusal.message,
      }),
    ]);
    phone.outbox.queue(OUTING_ID, actualsOf(1, 3));
    await phone.settle();
    expect(phone.snapshot().entries).toEqual([]);
    phone.outbox.dismissRefusal(OUTING_ID, idOf(phone.snapshot().refusals[0]));
    expect(phone.snapshot().refusals).toEqual([]);
  });

  it('sends nothing more once the session is gone, and keeps the writes', async () => {
    const phone = started({
      online: true,
      answers: [new ApiRequestError(401, 'unauthenticated', 'Sign in')],
    });
    phone.outbox.queue(OUTING_ID, saveOf(divePlan()));
    await phone.settle();
    phone.outbox.queue(OUTING_ID, signOf(1, 3));
    await phone.settle();
    expect(phone.sent).toHaveLength(1);
    expect(phone.snapshot()).toMatchObject({ signedOut: true });
    expect(phone.snapshot().entries).toHaveLength(2);
  });

  it('says so when the device cannot keep a write, and loses nothing it kept before', () => {
    const phone = started({ online: false });
    phone.storage.full = true;
    expect(() => phone.outbox.queue(OUTING_ID, actualsOf(1, 3))).toThrow();
    phone.storage.full = false;
    expect(phone.kept.read(OUTING_ID).divePlan).not.toBeNull();
  });
});
