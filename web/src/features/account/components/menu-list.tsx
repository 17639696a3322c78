import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '#web/ui/class-names.ts';
import styles from './menu-list.module.css';

export type MenuEntry = {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Shown at the end of the row: a current value or a badge. */
  extra?: ReactNode;
  /** A link that leaves the shop (merchant entry, seller side). */
  external?: boolean;
};

/** A platform link (merchant entry, seller side) is the shop's own page when it is a path, else a site. */
export const isExternal = (url: string) => !url.startsWith('/');

/** Rows of links, the way settings pages list them; real links, so they can be opened and announced. */
export function MenuList({
  entries,
  label,
  className,
}: {
  entries: MenuEntry[];
  label?: string;
  className?: string;
}) {
  return (
    <ul className={classNames(styles.root, className)} aria-label={label}>
      {entries.map((entry) => {
        const content = (
          <>
            {entry.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {entry.icon}
              </span>
            ) : null}
            <span className={styles.label}>{entry.label}</span>
            {entry.extra !== undefined ? <span className={styles.extra}>{entry.extra}</span> : null}
            <RightOutline className={styles.arrow} aria-hidden="true" />
          </>
        );
        return (
          <li key={entry.to + entry.label} className={styles.item}>
            {entry.external ? (
              <a className={styles.row} href={entry.to} rel="noopener">
                {content}
              </a>
            ) : (
              <Link className={styles.row} to={entry.to}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
