type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and paint: the work before
 * and after an `await nextTask()` are two tasks, neither of them long (a long task delays the buyer's taps).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
