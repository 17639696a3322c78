import { type ReactNode, useId } from 'react';
import styles from './bottom-sheet.module.css';
import { CloseButton } from './close-button.tsx';
import { DialogPopup } from './dialog-popup.tsx';

type Props = {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A modifier of the sheet's body: `form` (tall, for a form) or `keyboard` (room for a number pad). */
  fit?: 'form' | 'keyboard';
};

/** A dialog sliding up from the bottom, with its title and a close button; its content unmounts on close. */
export function BottomSheet({ visible, title, onClose, children, fit }: Props) {
  const titleId = useId();
  return (
    <DialogPopup
      visible={visible}
      onClose={onClose}
      bodyClassName={styles.root}
      destroyOnClose
      withClose={false}
      aria-labelledby={titleId}
      className={
        fit ? `${styles.body} ${fit === 'form' ? styles.bodyForm : styles.bodyKeyboard}` : styles.body
      }
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <CloseButton className={styles.close} onClick={onClose} />
      </header>
      {children}
    </DialogPopup>
  );
}
