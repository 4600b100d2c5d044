import type { RouteObject } from 'react-router-dom';

/**
 * Every page path the route table answers, as patterns (`/forum/:postId`, `/admin/*`), without the catch-all
 * (`*`, 'Page Not Found'). The build writes them beside the pre-rendered pages, and the server answers a path
 * that matches none with 404 and the shell, whose router shows 'Page Not Found': search engines and link
 * checkers see a missing page as missing.
 */
export function pageRoutePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    if (route.path === '*') continue;
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    if (route.children) for (const child of pageRoutePatterns(route.children, path)) patterns.add(child);
    else patterns.add(path || '/');
  }
  return [...patterns];
}
