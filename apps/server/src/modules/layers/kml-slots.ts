/**
 * At most `count` holders at a time, and at most `maxWaiting` waiting in line (first come, first
 * served); `acquire` answers null when the line is full.
 */
export function createSlots(count: number, maxWaiting: number) {
  let taken = 0;
  const line: Array<() => void> = [];
  return {
    acquire(): Promise<void> | null {
      if (taken < count) {
        taken += 1;
        return Promise.resolve();
      }
      if (line.length >= maxWaiting) return null;
      // The slot is handed over by `release` without ever being free.
      return new Promise((resolve) => line.push(resolve));
    },
    release(): void {
      const next = line.shift();
      if (next) next();
      else taken -= 1;
    },
  };
}
