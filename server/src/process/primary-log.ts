import { hostname } from 'node:os';
import type { Config } from '#server/config.ts';

const LEVELS = { error: 50, warn: 40, info: 30 } as const;
const THRESHOLDS: Record<Config['LOG_LEVEL'], number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

export type PrimaryLog = Record<keyof typeof LEVELS, (details: object | string, msg?: string) => void>;

/** The cluster primary's log: the same JSON lines as the workers' (pino), without a Fastify app. */
export function primaryLog(level: Config['LOG_LEVEL']): PrimaryLog {
  const line = (name: keyof typeof LEVELS) => (details: object | string, msg?: string) => {
    if (LEVELS[name] < THRESHOLDS[level]) return;
    const fields = typeof details === 'string' ? { msg: details } : { ...details, msg };
    const entry = {
      level: LEVELS[name],
      time: Date.now(),
      pid: process.pid,
      hostname: hostname(),
      ...fields,
    };
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  };
  return { error: line('error'), warn: line('warn'), info: line('info') };
}
