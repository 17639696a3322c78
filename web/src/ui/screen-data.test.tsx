// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import shell from '#web/i18n/locales/en/shell.json';
import { ScreenData, type ScreenQuery } from './screen-data.tsx';
import { testRoot } from './test-root.ts';

type Rows = string[];

const page = testRoot();

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: shell } } });
});

function show(query: ScreenQuery<Rows>) {
  act(() =>
    page.root.render(
      <ScreenData
        query={query}
        failed={{ title: 'Your orders could not be loaded' }}
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No orders yet</p>}
      >
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </ScreenData>,
    ),
  );
}

const query = (over: Partial<ScreenQuery<Rows>>): ScreenQuery<Rows> => ({
  data: undefined,
  isError: false,
  isFetching: true,
  refetch: () => Promise.resolve(),
  ...over,
});

const retryButton = () =>
  [...page.host.querySelectorAll('button')].find((button) => button.textContent?.includes('Try again'));

describe('ScreenData', () => {
  it('shows the loading skeleton while the data comes', () => {
    show(query({}));
    expect(page.host.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading…');
    expect(retryButton()).toBeUndefined();
  });

  it('says what failed and asks again when "Try again" is tapped', () => {
    const refetch = vi.fn(() => Promise.resolve());
    show(query({ isError: true, isFetching: false, refetch }));
    expect(page.host.querySelector('h2')?.textContent).toBe('Your orders could not be loaded');
    expect(page.host.textContent).toContain('Check your internet connection, then try again.');
    act(() => retryButton()?.click());
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows it has when a later fetch failed', () => {
    show(query({ data: ['Order 1'], isError: true, isFetching: false }));
    expect(page.host.querySelector('li')?.textContent).toBe('Order 1');
    expect(retryButton()).toBeUndefined();
  });

  it('shows the empty state when the data has nothing', () => {
    show(query({ data: [], isFetching: false }));
    expect(page.host.textContent).toBe('No orders yet');
  });

  it('shows the screen once the data came', () => {
    show(query({ data: ['Order 1', 'Order 2'], isFetching: false }));
    expect([...page.host.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Order 1', 'Order 2']);
  });
});
