import { describe, expect, it } from 'vitest';
import { type ApiCall, type CacheTopic, cacheTopics, pathParamNames, type TopicRef } from './contract.ts';
import { allCalls } from './registry.ts';

/**
 * The read cache forgets only the answers showing a topic a write changes (docs/decisions/008): a read
 * that forgets to say what it shows, or a write naming a topic no read shows, would serve stale data.
 */
const topicOf = (ref: TopicRef): CacheTopic => (typeof ref === 'string' ? ref : ref.topic);
const name = (call: ApiCall) => `${call.method} ${call.path}`;
const shapeKeys = (schema: unknown): string[] =>
  typeof schema === 'object' && schema !== null && 'shape' in schema
    ? Object.keys((schema as { shape: object }).shape)
    : [];

const cachedReads = allCalls.filter((call) => call.effect === 'cachedRead');
const writes = allCalls.filter((call) => call.effect === undefined);

describe('topics of the read cache', () => {
  it('has every cached read say which topics its answer shows, from the closed set', () => {
    expect(cachedReads.length).toBeGreaterThan(20);
    for (const call of cachedReads) {
      expect(call.shows?.length, `${name(call)} declares no topics (shows)`).toBeGreaterThan(0);
      for (const ref of call.shows ?? []) {
        expect(cacheTopics, name(call)).toContain(topicOf(ref));
        if (typeof ref !== 'string') expect(pathParamNames(call.path), name(call)).toContain(ref.by);
      }
    }
  });

  it('has the other reads that say what they show (for the web app) name topics of the closed set', () => {
    const otherReads = allCalls.filter((call) => call.effect === 'read' && call.shows !== undefined);
    expect(otherReads.length).toBeGreaterThan(0);
    for (const call of otherReads) {
      for (const ref of call.shows ?? []) {
        expect(cacheTopics, name(call)).toContain(topicOf(ref));
        if (typeof ref !== 'string') expect(pathParamNames(call.path), name(call)).toContain(ref.by);
      }
    }
  });

  it('names topics only where the cache or the web app reads them', () => {
    for (const call of allCalls) {
      // A read shows topics; a write, a counter or a private write shows none.
      if (call.effect !== 'cachedRead' && call.effect !== 'read')
        expect(call.shows, `${name(call)} is no read`).toBeUndefined();
      if (call.effect !== undefined || call.tenancy !== 'club') {
        // Outside a club, a write forgets every club's answers whatever it says.
        expect(call.changes, `${name(call)} cannot narrow what it forgets`).toBeUndefined();
      }
    }
  });

  it('has every topic a write changes shown by some cached read, narrowed by a field it has', () => {
    const shown = new Set(cachedReads.flatMap((call) => (call.shows ?? []).map(topicOf)));
    for (const call of writes) {
      for (const ref of call.changes ?? []) {
        expect(cacheTopics, name(call)).toContain(topicOf(ref));
        expect(shown.has(topicOf(ref)), `${name(call)} changes ${topicOf(ref)}, which no read shows`).toBe(
          true,
        );
        if (typeof ref === 'string') continue;
        const fields = [...pathParamNames(call.path), ...shapeKeys(call.body)];
        expect(fields, `${name(call)} narrows ${ref.topic} by a field it lacks`).toContain(ref.by);
      }
    }
  });

  it('has every write of a club say what it changes', () => {
    // A write without `changes` forgets the whole club: safe, but it empties the cache under a crowd.
    // One that may change anything says so with `changes: ['club']`.
    const undeclared = writes.filter((call) => call.tenancy === 'club' && call.changes === undefined);
    expect(undeclared.map(name)).toEqual([]);
  });
});
