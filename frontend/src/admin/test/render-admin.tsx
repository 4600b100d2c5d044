import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from '../AdminApp';

/**
 * The real admin app at `path`, mounted at /admin/* the way the site mounts it, with marker pages
 * for the site routes it links to. Everything below runs for real down to `fetch`.
 */
export function renderAdmin(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/*', element: <AdminApp /> },
      { path: '/login', element: <h1>Site login page</h1> },
      { path: '/dashboard', element: <h1>Member dashboard</h1> },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
