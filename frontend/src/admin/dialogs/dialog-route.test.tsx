import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { usePathDialogRoute, useSearchDialogRoute, type DialogRoute } from './dialog-route';

/** What a list does with its route: shows what is open, links to its dialogs, closes. */
function RouteProbe({ route }: { route: DialogRoute }) {
  return (
    <>
      <output>{JSON.stringify(route.target)}</output>
      <Link {...route.createLink}>Add</Link>
      <Link {...route.editLink(12)}>Edit</Link>
      <button onClick={route.close}>Close</button>
    </>
  );
}

function PathList() {
  return <RouteProbe route={usePathDialogRoute('events')} />;
}

function SearchList() {
  return <RouteProbe route={useSearchDialogRoute('user')} />;
}

function at(path: string, element: React.ReactElement, list: string) {
  const router = createMemoryRouter([{ path: `${list}/*`, element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? 'null') as unknown;
const click = (name: string) =>
  act(() => screen.getByRole(name === 'Close' ? 'button' : 'link', { name }).click());

describe('dialog routes (docs/adr/0067)', () => {
  it('read the record from the path: none on the list, create, or an id', () => {
    const router = at('/events', <PathList />, '/events');
    expect(shown()).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/events/12');
    act(() => void router.navigate('/events/create'));
    expect(shown()).toEqual({ kind: 'create' });
    act(() => void router.navigate('/events/7'));
    expect(shown()).toEqual({ kind: 'edit', id: '7' });
  });

  it('go Back to the list when the dialog was opened from it', () => {
    const router = at('/events', <PathList />, '/events');
    click('Edit');
    expect(router.state.location.pathname).toBe('/events/12');
    click('Close');
    expect(router.state.location.pathname).toBe('/events');
    expect(router.state.historyAction).toBe('POP');
  });

  it("go to the list's address in place of a pasted one", () => {
    const router = at('/events/12', <PathList />, '/events');
    expect(shown()).toEqual({ kind: 'edit', id: '12' });
    click('Close');
    expect(router.state.location.pathname).toBe('/events');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('read the record from the query, keeping the rest of it (the dashboard tab)', () => {
    const router = at('/admin?tab=users', <SearchList />, '/admin');
    expect(shown()).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin?tab=users&user=12');
    click('Add');
    expect(router.state.location.search).toBe('?tab=users&user=create');
    expect(shown()).toEqual({ kind: 'create' });
    click('Close');
    expect(router.state.location.search).toBe('?tab=users');
  });
});
