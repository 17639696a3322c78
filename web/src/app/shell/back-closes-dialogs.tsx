import { useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { closeTopDialog, isDialogOpen } from '#web/ui/use-focus-trap.ts';

// Only a step through history (Back, Forward) is held; a link or a button inside a dialog goes where it says.
const stepWhileDialogOpen: BlockerFunction = ({ historyAction }) => historyAction === 'POP' && isDialogOpen();

/**
 * The browser's (or the phone's) Back closes the dialog on top and stays on the screen, as Escape does; the
 * router puts the history entry back, so no entry is pushed for a dialog. One blocker for the whole app: a router
 * holds one at a time.
 */
export function BackClosesDialogs() {
  const blocker = useBlocker(stepWhileDialogOpen);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    closeTopDialog();
  }, [blocker]);
  return null;
}
