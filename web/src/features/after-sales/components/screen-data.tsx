import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type ScreenQuery, ScreenData as SharedScreenData } from '#web/ui/screen-data.tsx';

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

/** An after-sales screen's data (the shared screen data), always with a way back to where the order is. */
export function ScreenData<T>({ query, missing, missingTitle, failedTitle, away, children }: Props<T>) {
  const navigate = useNavigate();
  const awayButton = (primary: boolean) => (
    <Button
      color={primary ? 'primary' : 'default'}
      fill={primary ? 'outline' : 'none'}
      onClick={() => void navigate(away.to)}
    >
      {away.label}
    </Button>
  );
  return (
    <SharedScreenData
      query={query}
      missing={{ when: missing, title: missingTitle, actions: awayButton(true) }}
      failed={{ title: failedTitle, actions: awayButton(false) }}
    >
      {children}
    </SharedScreenData>
  );
}
