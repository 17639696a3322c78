import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { guardMiddleware } from './guard-middleware.ts';
import type { RouteHandle } from './route-handle.ts';
import { notFound, SHOP_ROUTES } from './routes.ts';
import { BootScreen } from './screens/boot-screen.tsx';
import { RouteErrorScreen } from './screens/route-error-screen.tsx';
import { Shell } from './shell/shell.tsx';

// spec §2: / redirects to /home (keeping a query such as ?lang=ar).
function toHome({ request }: LoaderFunctionArgs) {
  return redirect(`/home${new URL(request.url).search}`);
}

function screenRoutes(): RouteObject[] {
  return SHOP_ROUTES.map(({ path, titleKey, screen, chrome = 'page', keepAlive }) => {
    const handle: RouteHandle = { titleKey, chrome, ...(keepAlive ? { keepAlive } : {}) };
    return { path, handle, lazy: { Component: screen } };
  });
}

export function createShopRouter() {
  const notFoundHandle: RouteHandle = { titleKey: 'routes.notFound', chrome: 'page' };
  return createBrowserRouter([
    {
      id: 'shell',
      Component: Shell,
      HydrateFallback: BootScreen,
      ErrorBoundary: RouteErrorScreen,
      middleware: [guardMiddleware],
      children: [
        { index: true, loader: toHome },
        ...screenRoutes(),
        { path: '*', handle: notFoundHandle, lazy: { Component: notFound } },
      ],
    },
  ]);
}

export type ShopRouter = ReturnType<typeof createShopRouter>;
