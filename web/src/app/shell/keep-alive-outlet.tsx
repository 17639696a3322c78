import { Activity, type ReactNode, useRef } from 'react';
import { useOutlet } from 'react-router';

/**
 * Renders the current route. Screens with a keep-alive key stay mounted but hidden (React <Activity>) after
 * the buyer leaves them, so their state survives until they come back; every other screen unmounts.
 */
export function KeepAliveOutlet({ keepAlive }: { keepAlive: string | undefined }) {
  const outlet = useOutlet();
  // The last element of each kept screen; a hidden screen keeps rendering the element it left with.
  const kept = useRef(new Map<string, ReactNode>());
  if (keepAlive) kept.current.set(keepAlive, outlet);
  return (
    <>
      {[...kept.current].map(([key, element]) => (
        <Activity key={key} mode={key === keepAlive ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {keepAlive ? null : outlet}
    </>
  );
}
