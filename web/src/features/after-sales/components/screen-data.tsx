import { Codes } from '@crossbay/contract/codes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '#web/api/request-error.ts';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import { LoadProblem } from './load-problem.tsx';

/** What a screen needs of its query: the data once it came, and how to ask again. */
export type ScreenQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

type Props<T> = {
  query: ScreenQuery<T>;
  /** The route names nothing that could be loaded (no id, or not a number); the server's Not found says the same. */
  missing: boolean;
  missingTitle: string;
  failedTitle: string;
  /** Where the buyer can go when there is nothing to show. */
  away: { to: string; label: string };
  children: (data: T) => ReactNode;
};

/** A screen's data: a skeleton while it comes, a problem with a retry or a way out, then the screen. */
export function ScreenData<T>({ query, missing, missingTitle, failedTitle, away, children }: Props<T>) {
  const { t } = useTranslation();
  const notFound = query.error instanceof RequestError && query.error.code === Codes.NotFound;
  if (missing || notFound) return <LoadProblem kind="missing" title={missingTitle} away={away} />;
  if (query.data === undefined && query.isError) {
    return (
      <LoadProblem
        kind="failed"
        title={failedTitle}
        retry={() => void query.refetch()}
        retrying={query.isFetching}
        away={away}
      />
    );
  }
  if (query.data === undefined) return <PageSkeleton label={t('common.loading')} />;
  return children(query.data);
}
