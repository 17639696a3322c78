import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in microseconds, from /proc (Linux). */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1_000_000) / TICKS_PER_SECOND;
}
