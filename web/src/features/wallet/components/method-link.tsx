import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './method-link.module.css';

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
    <Link to={to} className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.hint}>{hint}</span>
      </span>
      <RightOutline className={styles.arrow} aria-hidden="true" />
    </Link>
  );
}
