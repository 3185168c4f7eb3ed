import { readFileSync } from 'node:fs';

/** Resident memory of a process in MiB: now (VmRSS) and its peak so far (VmHWM), from /proc. */
export const processMemory = (pid: number): { rssMiB: number; peakMiB: number } => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
};
