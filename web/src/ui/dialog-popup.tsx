import { Popup } from 'antd-mobile';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { CloseButton } from './close-button.tsx';
import styles from './dialog-popup.module.css';
import { useFocusTrap } from './use-focus-trap.ts';

type Props = {
  visible: boolean;
  onClose: () => void;
  children: ReactNode;
  /** The sheet's panel (antd-mobile's popup body). */
  bodyClassName?: string;
  bodyStyle?: CSSProperties;
  /** The dialog element inside it. */
  className?: string;
  destroyOnClose?: boolean;
  /** False when the content's own header holds the ✕. */
  withClose?: boolean;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * A modal sheet from the bottom: closes by its ✕, the mask, Escape, Back and from inside; keeps Tab inside
 * while open and gives focus back to what opened it.
 */
export function DialogPopup({
  visible,
  onClose,
  children,
  bodyClassName,
  bodyStyle,
  className,
  destroyOnClose = false,
  withClose = true,
  ...name
}: Props) {
  const dialog = useRef<HTMLElement>(null);
  useFocusTrap(dialog, visible, onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      destroyOnClose={destroyOnClose}
      {...(bodyClassName ? { bodyClassName } : {})}
      {...(bodyStyle ? { bodyStyle } : {})}
    >
      <section ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" className={className} {...name}>
        {withClose ? (
          <div className={styles.closeRow}>
            <CloseButton onClick={onClose} />
          </div>
        ) : null}
        {children}
      </section>
    </Popup>
  );
}
