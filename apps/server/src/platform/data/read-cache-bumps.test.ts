import { describe, expect, it } from 'vitest';
import { type Bump, openBumpChannel, parseBumps, payloadsOf } from './read-cache-bumps.ts';

/** A NOTIFY channel shared by the processes of a test: every payload reaches every listener. */
function fakeDatabase() {
  const listeners = new Set<(payload: string) => void>();
  const payloads: string[] = [];
  return {
    payloads,
    async listen(_channel: string, onPayload: (payload: string) => void) {
      listeners.add(onPayload);
      return async () => {
        listeners.delete(onPayload);
      };
    },
    async notify(_channel: string, payload: string) {
      payloads.push(payload);
      for (const listener of listeners) listener(payload);
    },
  };
}

describe('read cache bumps between processes', () => {
  it('sends the bumps of one pass of the event loop in one NOTIFY, heard by the other process only', async () => {
    const database = fakeDatabase();
    const heardHere: Bump[] = [];
    const heardThere: Bump[] = [];
    const here = await openBumpChannel(database, 'test', (bump) => heardHere.push(bump));
    const there = await openBumpChannel(database, 'test', (bump) => heardThere.push(bump));

    await Promise.all([
      here.send({ club: 1, topics: ['comments#4'] }),
      here.send({ club: 1, topics: ['comments#5'] }),
      here.send({ club: 2, topics: null }),
    ]);

    expect(database.payloads).toHaveLength(1);
    expect(heardThere.map(({ club, topics }) => ({ club, topics }))).toEqual([
      { club: 1, topics: ['comments#4'] },
      { club: 1, topics: ['comments#5'] },
      { club: 2, topics: null },
    ]);
    // The sender applied its bumps before sending them: it does not apply them twice.
    expect(heardHere).toEqual([]);
    await here.send({ club: 3, topics: ['spots'] });
    expect(database.payloads).toHaveLength(2);
    await Promise.all([here.close(), there.close()]);
  });

  it('keeps every payload under PostgreSQL 8,000-byte limit, and a lone bump as older processes read it', () => {
    const many = Array.from({ length: 500 }, (_, index) => ({ club: index, topics: [`comments#${index}`] }));
    const payloads = payloadsOf(many);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap(parseBumps)).toEqual(many);

    expect(payloadsOf([{ club: 7, topics: null }])).toEqual(['{"club":7,"topics":null}']);
  });

  it('reads what older processes send, and forgets everything on a payload it cannot read', () => {
    expect(parseBumps('12')).toEqual([{ club: 12, topics: null }]);
    expect(parseBumps('{"club":3,"topics":["spots"]}')).toEqual([{ club: 3, topics: ['spots'] }]);
    expect(parseBumps('not json')).toEqual([{ club: null, topics: null }]);
    expect(parseBumps('[{"club":"x","topics":null}]')).toEqual([{ club: null, topics: null }]);
  });
});
