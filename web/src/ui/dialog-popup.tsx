import { Popup } from 'antd-mobile';
import { type CSSProperties, type ReactNode, useRef } from 'react';
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
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * A modal sheet from the bottom: closes on the mask, on Escape and from inside; keeps Tab inside while
 * open and gives focus back to what opened it.
 */
export function DialogPopup({
  visible,
  onClose,
  children,
  bodyClassName,
  bodyStyle,
  className,
  destroyOnClose = false,
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
        {children}
      </section>
    </Popup>
  );
}
