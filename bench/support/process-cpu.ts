import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in microseconds, from /proc (Linux). */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1_000_000) / TICKS_PER_SECOND;
}

/** A process and its children (the cluster's workers), by /proc's children lists. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone already
  }
  return [pid, ...children.flatMap(processTree)];
}

/** The machine's CPU time in use and in all, from /proc/stat, in ticks summed over cores. */
export function machineTicks(): { busy: number; all: number } {
  const [, ...ticks] =
    readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).map(Number) ?? [];
  const all = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: all - idle, all };
}

/** CPU time each process of a command name (`postgres`: the server, its backends and helpers) has used so far. */
export function cpuByCommand(command: string): Map<number, number> {
  const used = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command) used.set(pid, cpuMicros(pid));
    } catch {
      // gone already
    }
  }
  return used;
}

/** CPU used between two `cpuByCommand` readings; a process started between them counts whole, one gone is lost. */
export function cpuBetween(from: Map<number, number>, to: Map<number, number>): number {
  let sum = 0;
  for (const [pid, micros] of to) sum += micros - (from.get(pid) ?? 0);
  return sum;
}
