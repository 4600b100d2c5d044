import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeUser } from '../test/api-mock';
import { ProfileMenu } from './ProfileMenu';

/** An Image whose every load fails, as when the avatar host cannot be reached. */
class FailingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  crossOrigin: string | null = null;
  referrerPolicy = '';
  srcset = '';
  set src(_value: string) {
    setTimeout(() => this.onerror?.(), 0);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileMenu', () => {
  it("keeps the visible first name inside the button's name when the avatar image fails (WCAG 2.5.3)", async () => {
    vi.stubGlobal('Image', FailingImage);
    render(
      <MemoryRouter>
        <ProfileMenu user={makeUser('MEMBER')} onLogout={() => {}} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Account menu for Ash' });
    // The fallback initial replaces the picture, but is drawn by CSS: the visible text is the name alone.
    await waitFor(() => expect(button.querySelector('img')).toBeNull());
    expect(button.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'A');
    expect(button).toHaveTextContent(/^Ash$/);
    expect(button.querySelector('.MuiAvatar-root')).toHaveAttribute('aria-hidden', 'true');
  });

  it('hides a loaded avatar picture from assistive technology (the button already names the user)', () => {
    render(
      <MemoryRouter>
        <ProfileMenu user={makeUser('MEMBER')} onLogout={() => {}} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Account menu for Ash' });
    const img = button.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(button).toHaveTextContent(/^Ash$/);
  });
});
