import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
export function MenuList({ entries, label }: { entries: MenuEntry[]; label?: string }) {
  return (
    <ul className="menu-list" aria-label={label}>
      {entries.map((entry) => {
        const content = (
          <>
            {entry.icon ? (
              <span className="menu-list__icon" aria-hidden="true">
                {entry.icon}
              </span>
            ) : null}
            <span className="menu-list__label">{entry.label}</span>
            {entry.extra !== undefined ? <span className="menu-list__extra">{entry.extra}</span> : null}
            <RightOutline className="menu-list__arrow" aria-hidden="true" />
          </>
        );
        return (
          <li key={entry.to + entry.label} className="menu-list__item">
            {entry.external ? (
              <a className="menu-list__row" href={entry.to} rel="noopener">
                {content}
              </a>
            ) : (
              <Link className="menu-list__row" to={entry.to}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
