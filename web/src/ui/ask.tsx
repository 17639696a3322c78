import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { CenterDialog } from './center-dialog.tsx';
import { render, unmount } from './imperative-render.ts';

export type Question = {
  /** Names the dialog; without it the message does. */
  title?: string;
  message: ReactNode;
  /** What going ahead does ("Cancel order"), never a bare "Confirm". */
  yes: string;
  /** What staying does ("Keep order"); without it the dialog only tells, and ✕ closes it. */
  no?: string;
  danger?: boolean;
};

/**
 * Asks in a dialog over the screen: true when the buyer chose `yes`; false for `no`, and when ✕, the mask,
 * Escape or Back closed it.
 */
export function ask({ title, message, yes, no, danger = false }: Question): Promise<boolean> {
  const container = document.createElement('div');
  document.body.append(container);
  return new Promise((resolve) => {
    let answered = false;
    const answer = (going: boolean) => {
      if (answered) return;
      answered = true;
      draw(false);
      resolve(going);
    };
    const draw = (visible: boolean) =>
      render(
        <CenterDialog
          visible={visible}
          onClose={() => answer(false)}
          afterClose={() => void unmount(container).then(() => container.remove())}
          {...(title ? { title } : {})}
          actions={
            <>
              {no ? <Button onClick={() => answer(false)}>{no}</Button> : null}
              <Button color={danger ? 'danger' : 'primary'} onClick={() => answer(true)}>
                {yes}
              </Button>
            </>
          }
        >
          {message}
        </CenterDialog>,
        container,
      );
    draw(true);
  });
}
