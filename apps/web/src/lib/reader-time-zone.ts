import { useSettled } from './use-hydrated.ts';

/**
 * The time zone to write times in: the reader's (undefined: the browser's own), except on the server
 * and while the browser takes over its page (and the task after), which say UTC. `timeStyle` names the
 * zone then.
 */
export function useReaderTimeZone(): { timeZone: 'UTC' | undefined; timeStyle: 'long' | 'short' } {
  const settled = useSettled();
  return settled ? { timeZone: undefined, timeStyle: 'short' } : { timeZone: 'UTC', timeStyle: 'long' };
}
