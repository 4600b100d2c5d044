import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { routes } from '../App';
import { prerenderedPaths } from './prerendered-paths';

describe('prerenderedPaths', () => {
  it("takes every public page of the site's route table, and no members' or admin page", () => {
    const paths = prerenderedPaths(routes);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...['/', '/about', '/events', '/how-to-play', '/login', '/signup', '/privacy'],
        ...['/upcoming-releases', '/artwork-for-sale', '/trading-center', '/singles-for-trade'],
      ]),
    );
    for (const members of [
      '/dashboard',
      '/forum',
      '/profile',
      '/members-only-trades',
      '/admin',
      '/trading',
    ]) {
      expect(paths).not.toContain(members);
    }
  });

  it('leaves out guarded groups, parameters, the catch-all and redirects', () => {
    const element = createElement(Outlet);
    const table: RouteObject[] = [
      {
        element,
        children: [
          { index: true, element },
          { path: 'releases', element },
          { path: 'trades/public', element },
          { path: 'old', element: createElement(Navigate, { to: '/releases' }) },
          { path: 'forum/:postId', element },
          { element, children: [{ path: 'members', element }] },
          { path: '*', element },
        ],
      },
      { path: 'admin/*', element },
    ];
    expect(prerenderedPaths(table)).toEqual(['/', '/releases', '/trades/public']);
  });
});
