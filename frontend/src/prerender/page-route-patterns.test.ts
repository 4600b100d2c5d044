import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { routes } from '../App';
import { pageRoutePatterns } from './page-route-patterns';

describe('pageRoutePatterns', () => {
  it("lists the site's pages, members' and admin pages too, and not the catch-all", () => {
    const patterns = pageRoutePatterns(routes);
    expect(patterns).toEqual(
      expect.arrayContaining([
        ...['/', '/about', '/events', '/login', '/trading', '/singles-for-trade'],
        ...['/dashboard', '/forum/:postId', '/pokemon/deck/:id', '/tournaments/:id/pairings', '/admin/*'],
      ]),
    );
    expect(patterns).not.toContain('/*');
    expect(patterns).not.toContain('*');
  });

  it('joins nested paths, takes an index route as its parent path and a layout without a path as none', () => {
    const element = createElement(Outlet);
    const table: RouteObject[] = [
      {
        element,
        children: [
          { index: true, element },
          {
            path: 'forum',
            element,
            children: [
              { index: true, element },
              { path: ':postId', element },
            ],
          },
          { element, children: [{ path: 'members', element }] },
          { path: '*', element },
        ],
      },
      { path: 'admin/*', element },
    ];
    expect(pageRoutePatterns(table)).toEqual(['/', '/forum', '/forum/:postId', '/members', '/admin/*']);
  });
});
