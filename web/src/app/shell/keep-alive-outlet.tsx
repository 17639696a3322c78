import { Activity, type ReactNode, useContext, useRef } from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router';

type Kept = { element: ReactNode; where: React.ContextType<typeof LocationContext> };

/**
 * Renders the current route. Screens with a keep-alive key stay mounted but hidden (React <Activity>) after
 * the buyer leaves them, so their state survives until they come back; every other screen unmounts.
 * A hidden screen still renders, so it keeps the address it was left at: read from the router, another
 * screen's address would change its category, filter or query behind the buyer's back (issue 34: a chosen
 * Explore category fell back to the first while a product was open, and Back found the list at its top).
 */
export function KeepAliveOutlet({ keepAlive }: { keepAlive: string | undefined }) {
  const outlet = useOutlet();
  const where = useContext(LocationContext);
  const kept = useRef(new Map<string, Kept>());
  if (keepAlive) kept.current.set(keepAlive, { element: outlet, where });
  return (
    <>
      {[...kept.current].map(([key, screen]) => (
        <Activity key={key} mode={key === keepAlive ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={screen.where}>{screen.element}</LocationContext.Provider>
        </Activity>
      ))}
      {keepAlive ? null : outlet}
    </>
  );
}
