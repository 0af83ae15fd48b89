import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reduceMemoryWhenIdle } from './idle-memory.ts';

describe('memory given back when idle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once after a busy spell, when no request came for the idle time, and not while requests come', async () => {
    const server = new EventEmitter();
    const collect = vi.fn(async () => {});
    const reducer = reduceMemoryWhenIdle({ server, collect, idleMs: 1_000 });

    // Nothing served yet: nothing to give back.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(collect).not.toHaveBeenCalled();

    // A request every half second for three seconds: still busy.
    for (let tick = 0; tick < 6; tick += 1) {
      server.emit('request');
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(collect).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // Still idle: once per busy spell.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(collect).toHaveBeenCalledTimes(1);

    server.emit('request');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(collect).toHaveBeenCalledTimes(2);

    reducer.stop();
    server.emit('request');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('survives a collection that fails (a database thread already closed)', async () => {
    const server = new EventEmitter();
    const collect = vi.fn(async () => {
      throw new Error('The database is closed');
    });
    const reducer = reduceMemoryWhenIdle({ server, collect, idleMs: 1_000 });
    server.emit('request');
    await vi.advanceTimersByTimeAsync(2_000);
    server.emit('request');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(collect).toHaveBeenCalledTimes(2);
    reducer.stop();
  });
});
