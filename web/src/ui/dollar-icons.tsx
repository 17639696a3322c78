import type { ReactNode } from 'react';

// spec §1: the shown currency is the dollar. antd-mobile-icons draws its money icons (PayCircle, Bill,
// Receipt) with a yen sign, so these redraw them in the same 48-unit grid and line weight with a dollar.

const DOLLAR =
  'M29.5 18.2c-1-2.1-3.1-3.4-5.6-3.4-3.2 0-5.6 1.9-5.6 4.5 0 6 11.6 3.2 11.6 9.4 0 2.7-2.5 4.6-5.9 4.6-2.7 0-5-1.3-6-3.5M24 11.5v25';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="antd-mobile-icon"
      width="1em"
      height="1em"
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-0.125em' }}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A dollar in a circle: money in (recharge). */
export function DollarCircleOutline() {
  return (
    <Icon>
      <circle cx="24" cy="24" r="20.5" />
      <path d={DOLLAR} />
    </Icon>
  );
}

/** A bill with a dollar: the fund records. */
export function DollarBillOutline() {
  return (
    <Icon>
      <rect x="4.5" y="9.5" width="39" height="29" rx="3" />
      <path d={DOLLAR} transform="translate(24 24) scale(0.72) translate(-24 -24)" />
    </Icon>
  );
}

/** A receipt with a dollar: a paid order waiting to be sent. */
export function DollarReceiptOutline() {
  return (
    <Icon>
      <path d="M9.5 4.5h29v39l-4.8-3-4.9 3-4.8-3-4.8 3-4.9-3-4.8 3z" />
      <path d={DOLLAR} transform="translate(24 22) scale(0.68) translate(-24 -24)" />
    </Icon>
  );
}
