import { type ReactNode, Suspense, useState } from 'react';
import { nextTask } from './next-task.ts';

type Wait = { promise: Promise<void>; done: boolean };

let takingOver = false;
let turns: Promise<void> = Promise.resolve();
const waits = new Set<Promise<void>>();

function putOff(): Wait {
  const wait: Wait = { promise: Promise.resolve(), done: false };
  wait.promise = turns = turns.then(nextTask).then(() => {
    wait.done = true;
    waits.delete(wait.promise);
  });
  waits.add(wait.promise);
  return wait;
}

/** The app is about to take over the page the server drew: `<Later>` parts wait for a task of their own. */
export function startTakeover(): void {
  takingOver = true;
}

/**
 * Resolves once every part put off by `<Later>` has been taken over, those inside another included; parts drawn
 * from then on draw at once.
 */
export async function laterPartsTaken(): Promise<void> {
  while (waits.size > 0) await Promise.all(waits);
  takingOver = false;
}

function Waiting({ wait, children }: { wait: Wait | null; children: ReactNode }) {
  if (wait && !wait.done) throw wait.promise;
  return children;
}

/**
 * A part of a screen below the first view, taken over in a task of its own when the app takes over a page the
 * server drew (Preact keeps the drawn markup of a suspended part on screen and takes it over when it resumes), so
 * that no single task of the takeover is long. Drawn by the app, it draws at once. Its child must draw exactly one
 * element: that element is what Preact keeps.
 */
export function Later({ children }: { children: ReactNode }) {
  const [wait] = useState(() => (takingOver ? putOff() : null));
  return (
    <Suspense fallback={null}>
      <Waiting wait={wait}>{children}</Waiting>
    </Suspense>
  );
}
