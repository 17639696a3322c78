import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';

type Props = {
  /** The illustration: an empty box, a broken connection, or the default sign. */
  look?: 'empty' | 'disconnected' | 'default';
  title: string;
  description?: string;
  /** What the buyer can do about it: a button or a link. */
  children?: ReactNode;
};

export function EmptyState({ look = 'empty', title, description, children }: Props) {
  return (
    <div className="empty-state">
      <ErrorBlock
        status={look}
        title={<h2 className="empty-state__title">{title}</h2>}
        description={description}
      >
        {children}
      </ErrorBlock>
    </div>
  );
}
