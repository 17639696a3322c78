import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A large tappable row that leads to one way of doing something. */
export function MethodLink({
  to,
  icon,
  title,
  hint,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  hint: string;
}) {
  return (
    <Link to={to} className="wallet-method">
      <span className="wallet-method__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="wallet-method__text">
        <span className="wallet-method__title">{title}</span>
        <span className="wallet-method__hint">{hint}</span>
      </span>
      <RightOutline className="wallet-method__arrow" aria-hidden="true" />
    </Link>
  );
}
