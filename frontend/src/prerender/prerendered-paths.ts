import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

/**
 * The pages built as HTML ahead of time: every page of the site layout that anyone may open, at a fixed path.
 * Guarded groups (a route with children: RequireAuth), paths with parameters, the catch-all and redirects are
 * left to the browser. A public page added to the route table is pre-rendered with no further step.
 */
export function prerenderedPaths(routes: readonly RouteObject[]): string[] {
  const paths: string[] = [];
  for (const layout of routes) {
    if (layout.path !== undefined || !layout.children) continue;
    for (const route of layout.children) {
      if (route.children) continue;
      if (isValidElement(route.element) && route.element.type === Navigate) continue;
      if (route.index) paths.push('/');
      else if (route.path && /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(route.path)) paths.push(`/${route.path}`);
    }
  }
  return paths;
}
