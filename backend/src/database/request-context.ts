import { type EntityManager, RequestContext } from '@mikro-orm/core';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A request's own EntityManager, forked the first time the request asks for one rather than when it arrives:
 * most requests never touch the ORM (kept answers, the site's pages, a caller whose token was checked before),
 * and a fork (entity manager, unit of work, identity map) was about 4 KB and a tenth of a cached card search's
 * work (docs/performance.md). MikroORM finds it through its `context` option (`ormOptions`).
 */
class RequestEntityManager {
  private fork: EntityManager | undefined;
  /** While the fork is being made: its own constructor asks for the context, and must find none (as outside). */
  private forking = false;

  constructor(private readonly root: EntityManager) {}

  get(name: string): EntityManager | undefined {
    if (name !== this.root.name) return undefined;
    if (this.fork || this.forking) return this.fork;
    this.forking = true;
    try {
      // As MikroORM's RequestContext forks it: from the root manager, with its own identity map.
      this.fork = this.root.fork({ useContext: true, disableContextResolution: true });
      return this.fork;
    } finally {
      this.forking = false;
    }
  }
}

const requests = new AsyncLocalStorage<RequestEntityManager>();

/** Runs `next` (the rest of the request) with an EntityManager of its own, made if and when it is used. */
export function runInRequestContext(root: EntityManager, next: () => void): void {
  requests.run(new RequestEntityManager(root), next);
}

/**
 * The EntityManager of the request being served (made now if it has none yet), else one of MikroORM's own
 * `RequestContext` (the command-line tasks), else none: MikroORM's `context` option.
 */
export function requestEntityManager(name = 'default'): EntityManager | undefined {
  return requests.getStore()?.get(name) ?? RequestContext.getEntityManager(name);
}
