import { readFile } from 'node:fs/promises';

export interface Memory {
  /** Resident set size now (VmRSS), MB. */
  rssMb: number;
  /** Highest resident set size since the process started (VmHWM), MB. */
  peakMb: number;
}

/** The memory of a process (the server of `startServerIn`), from /proc/<pid>/status. */
export async function readMemory(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: kilobytes('VmRSS') / 1024, peakMb: kilobytes('VmHWM') / 1024 };
}
