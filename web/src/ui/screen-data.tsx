import { Codes } from '@crossbay/contract/codes';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '#web/api/request-error.ts';
import { EmptyState } from './empty-state.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import screenStyles from './screen.module.css';
import stackStyles from './stack.module.css';

/** What a screen needs of its query (a TanStack query result fits): the data once it came, and how to ask again. */
export type ScreenQuery<T> = {
  data: T | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

export type LoadFailure = {
  /** "This could not be loaded" unless the screen says what. */
  title?: string;
  /** "Check your internet connection, then try again." unless the screen says otherwise. */
  description?: string;
  look?: 'disconnected' | 'default';
  /** Ways out beside "Try again", such as back to a list. */
  actions?: ReactNode;
};

/** What does not exist, so trying again would not help. */
export type Missing = {
  /** The route names nothing that could be loaded (no id, or not a number); the server's Not found says the same. */
  when?: boolean;
  title: string;
  description?: string;
  /** Where the buyer can go instead. */
  actions?: ReactNode;
};

type Props<T> = {
  query: ScreenQuery<T>;
  /** The screen's own skeleton while the data comes; the page skeleton otherwise. */
  loading?: ReactNode;
  failed?: LoadFailure;
  missing?: Missing;
  /** With `empty`: the data came and has nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** In place (a tab's panel, a part of a screen) instead of as the whole screen. */
  inline?: boolean;
  /** Given to the skeleton and to the failure. */
  className?: string;
  children: (data: T) => ReactNode;
};

/**
 * A screen's data: what does not exist, said so; a skeleton while it comes; when it failed, why, with "Try again" (shown until data came,
 * so a list whose next page failed keeps its rows); the empty state; then the screen.
 */
export function ScreenData<T>({
  query,
  loading,
  failed = {},
  missing,
  isEmpty,
  empty,
  inline = false,
  className,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const frame = (node: ReactNode) => (inline ? node : <main className={screenStyles.root}>{node}</main>);
  const notFound = query.error instanceof RequestError && query.error.code === Codes.NotFound;
  if (missing && (missing.when || notFound)) {
    return frame(
      <EmptyState
        className={className}
        look="default"
        title={missing.title}
        description={missing.description}
      >
        {missing.actions}
      </EmptyState>,
    );
  }
  if (query.data === undefined && query.isError) {
    return frame(
      <EmptyState
        className={className}
        look={failed.look ?? 'disconnected'}
        title={failed.title ?? t('common.loadFailed')}
        description={failed.description ?? t('common.loadFailedHint')}
      >
        <div className={stackStyles.root}>
          <Button
            color="primary"
            fill="outline"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('common.retry')}
          </Button>
          {failed.actions}
        </div>
      </EmptyState>,
    );
  }
  if (query.data === undefined) {
    return loading ?? <PageSkeleton className={className} label={t('common.loading')} />;
  }
  if (empty !== undefined && isEmpty?.(query.data)) return frame(empty);
  return children(query.data);
}
