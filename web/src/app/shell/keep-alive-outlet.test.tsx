// @vitest-environment jsdom
import { act, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testRoot } from '#web/ui/test-root.ts';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Tapped {count}
    </button>
  );
}

function Place() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

function Layout() {
  const { pathname } = useLocation();
  return <KeepAliveOutlet keepAlive={pathname === '/home' ? 'home' : undefined} />;
}

const page = testRoot();

const shown = (element: Element | null | undefined): boolean => {
  for (let at = element; at; at = at.parentElement) if (getComputedStyle(at).display === 'none') return false;
  return Boolean(element);
};

describe('KeepAliveOutlet', () => {
  it('hides a kept screen while the buyer is elsewhere and brings it back as they left it', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            {
              path: '/home',
              element: (
                <>
                  <Counter />
                  <Place />
                </>
              ),
            },
            { path: '/other', element: <p>Another screen</p> },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    act(() => page.root.render(<RouterProvider router={router} />));
    const button = () => page.host.querySelector('button');
    act(() => button()?.click());
    act(() => button()?.click());
    expect(button()?.textContent).toBe('Tapped 2');

    await act(() => router.navigate('/home?category=5'));
    await act(() => router.navigate('/other'));
    expect(shown(page.host.querySelector('p'))).toBe(true);
    expect(shown(button())).toBe(false);
    // Hidden, it keeps its address.
    expect(page.host.querySelector('output')?.textContent).toBe('/home?category=5');

    await act(() => router.navigate('/home'));
    expect(page.host.querySelector('p')).toBeNull();
    expect(shown(button())).toBe(true);
    expect(button()?.textContent).toBe('Tapped 2');
  });
});
