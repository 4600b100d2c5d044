import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { LoadErrorOrOffline, NeedsConnection, OFFLINE_MESSAGE } from './NeedsConnection';

const serverError = { statusCode: 500, error: 'Boom', message: 'Boom' };

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function comeBackOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

describe('LoadErrorOrOffline', () => {
  it("shows the page's own error when the server answered", () => {
    render(
      <LoadErrorOrOffline error={serverError} onRetry={() => {}}>
        <p>Failed to load your decks</p>
      </LoadErrorOrOffline>,
    );
    expect(screen.getByText('Failed to load your decks')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });

  it('says plainly that the page needs a connection when the browser is offline', () => {
    goOffline();
    render(
      <LoadErrorOrOffline error={serverError}>
        <p>Failed to load your decks</p>
      </LoadErrorOrOffline>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(screen.queryByText('Failed to load your decks')).not.toBeInTheDocument();
  });

  it('says so too when the call never reached the server', () => {
    render(
      <LoadErrorOrOffline error={new TypeError('Failed to fetch')}>
        <p>Could not reach the server.</p>
      </LoadErrorOrOffline>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('follows the connection as it goes and comes back', () => {
    render(
      <LoadErrorOrOffline error={serverError}>
        <p>Failed to load your decks</p>
      </LoadErrorOrOffline>,
    );
    goOffline();
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    comeBackOnline();
    expect(screen.getByText('Failed to load your decks')).toBeInTheDocument();
  });
});

describe('NeedsConnection', () => {
  it('loads again by itself when the browser is back online, and when asked', async () => {
    goOffline();
    const onRetry = vi.fn();
    render(<NeedsConnection onRetry={onRetry} />);
    comeBackOnline();
    expect(onRetry).toHaveBeenCalledOnce();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
