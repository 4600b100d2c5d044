import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../AppProviders';

/** Renders the current path, so a test can assert where navigation went. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/** Renders `routes` at `path` inside the app's real providers (theme, toasts, query cache, auth). */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

/** A single element at `path` (plus marker routes) inside the providers. */
export function renderAt(path: string, element: ReactElement, extra: RouteObject[] = []) {
  return renderRoutes([{ path, element }, ...extra], path);
}
