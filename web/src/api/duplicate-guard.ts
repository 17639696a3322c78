// spec §5, §9: the same POST or PUT (URL and body) sent again within this window is refused locally.
export const DUPLICATE_WINDOW_MS = 1000;

type Submission = { key: string; at: number };

export type DuplicateGuard = { isDuplicate: (url: string, body: unknown) => boolean };

export function createDuplicateGuard(now: () => number): DuplicateGuard {
  let last: Submission | null = null;
  return {
    isDuplicate(url, body) {
      const key = `${url}\n${typeof body === 'string' ? body : JSON.stringify(body ?? null)}`;
      const at = now();
      const repeated = last !== null && last.key === key && at - last.at < DUPLICATE_WINDOW_MS;
      // A refused copy does not extend the window: the first submission's time still counts.
      if (!repeated) last = { key, at };
      return repeated;
    },
  };
}
