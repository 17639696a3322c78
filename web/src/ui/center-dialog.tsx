import { CenterPopup } from 'antd-mobile';
import { type ReactNode, useId, useRef } from 'react';
import styles from './center-dialog.module.css';
import { CloseButton } from './close-button.tsx';
import { useFocusTrap } from './use-focus-trap.ts';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** Names the dialog; without it the message does. */
  title?: string;
  children: ReactNode;
  /** The buttons at its foot, the one that goes ahead last. */
  actions: ReactNode;
  afterClose?: () => void;
};

/**
 * A modal dialog in the middle of the screen: closes by its ✕, the mask, Escape and Back; keeps Tab inside
 * while open and gives focus back to what opened it.
 */
export function CenterDialog({ visible, onClose, title, children, actions, afterClose }: Props) {
  const dialog = useRef<HTMLElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(dialog, visible, onClose);
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      className={styles.popup}
      bodyClassName={styles.root}
      {...(afterClose ? { afterClose } : {})}
    >
      <section
        ref={dialog}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : messageId}
        {...(title ? { 'aria-describedby': messageId } : {})}
        className={styles.dialog}
      >
        <header className={styles.header}>
          {title ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          <CloseButton className={styles.close} onClick={onClose} />
        </header>
        <div id={messageId} className={styles.message}>
          {children}
        </div>
        <div className={styles.actions}>{actions}</div>
      </section>
    </CenterPopup>
  );
}
