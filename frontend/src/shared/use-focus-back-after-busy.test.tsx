import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusBackAfterBusy } from './use-focus-back-after-busy';

function Registration({ busy }: { busy: boolean }) {
  const button = useFocusBackAfterBusy<HTMLButtonElement>(busy);
  return (
    <>
      <button ref={button} disabled={busy}>
        {busy ? 'Saving' : 'Register'}
      </button>
      <input aria-label="Search" />
    </>
  );
}

describe('the focus of a button disabled while its request runs', () => {
  it('comes back to the button when the request ends, after the browser dropped it', () => {
    const { rerender } = render(<Registration busy={false} />);
    screen.getByRole('button').focus();
    rerender(<Registration busy />);
    // What a browser does to a focused element that becomes disabled (jsdom does not).
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.body).toHaveFocus();
    rerender(<Registration busy={false} />);
    expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
  });

  it('is not taken from where the member has gone meanwhile', () => {
    const { rerender } = render(<Registration busy />);
    screen.getByRole('textbox', { name: 'Search' }).focus();
    rerender(<Registration busy={false} />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
