import { useCallback, useMemo } from 'react';
import { matchPath, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useBasename, type Identifier } from 'react-admin';

/** The record a routed dialog shows: a new one, or the one with this id (as written in the address). */
export type DialogTarget = { readonly kind: 'create' } | { readonly kind: 'edit'; readonly id: string };

/** A link that opens a dialog: its address, and the mark that it was opened over the list (so closing goes Back). */
export interface DialogLink {
  readonly to: string;
  readonly state: { readonly overList: true };
}

/**
 * An add/edit dialog opened by the address, as react-admin's demo opens its reviews (docs/adr/0067): a pasted
 * link opens the same dialog over the list, Back closes it, and closing goes back to the list's own address.
 */
export interface DialogRoute {
  readonly target: DialogTarget | null;
  readonly createLink: DialogLink;
  editLink(id: Identifier): DialogLink;
  close(): void;
}

const OVER_LIST = { overList: true } as const;

function targetOf(value: string | null | undefined): DialogTarget | null {
  if (!value) return null;
  return value === 'create' ? { kind: 'create' } : { kind: 'edit', id: value };
}

function openedOverList(location: Location): boolean {
  return (location.state as { overList?: unknown } | null)?.overList === true;
}

/** Closes the dialog: Back to the list when it was opened from it, else to the list's address in its place. */
function useClose(listAddress: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const overList = openedOverList(location);
  return useCallback(() => {
    if (overList) void navigate(-1);
    else void navigate(listAddress, { replace: true });
  }, [navigate, overList, listAddress]);
}

/**
 * A dialog at `<list>/create` and `<list>/<id>` over a resource's list at `<list>` (the events, releases and
 * artwork managers: /admin/events/create, /admin/events/12): react-admin's own addresses for them.
 */
export function usePathDialogRoute(resource: string): DialogRoute {
  const list = `${useBasename()}/${resource}`;
  const { pathname } = useLocation();
  const id = matchPath(`${list}/:id`, pathname)?.params.id;
  const close = useClose(list);
  return useMemo(
    () => ({
      target: targetOf(id),
      createLink: { to: `${list}/create`, state: OVER_LIST },
      editLink: (recordId: Identifier) => ({
        to: `${list}/${encodeURIComponent(String(recordId))}`,
        state: OVER_LIST,
      }),
      close,
    }),
    [id, list, close],
  );
}

/**
 * A dialog at `?<param>=create` and `?<param>=<id>` of the current page, over the list it shows: the dashboard's
 * tabs, whose own address is `/admin?tab=users` (the user table, the achievements, the home page's events).
 */
export function useSearchDialogRoute(param: string): DialogRoute {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const value = params.get(param);
  const address = useCallback(
    (to: string | null) => {
      const next = new URLSearchParams(params);
      if (to === null) next.delete(param);
      else next.set(param, to);
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, param, pathname],
  );
  const close = useClose(address(null));
  return useMemo(
    () => ({
      target: targetOf(value),
      createLink: { to: address('create'), state: OVER_LIST },
      editLink: (recordId: Identifier) => ({ to: address(String(recordId)), state: OVER_LIST }),
      close,
    }),
    [value, address, close],
  );
}
