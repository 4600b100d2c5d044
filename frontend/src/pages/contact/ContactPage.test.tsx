import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, refreshAs } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { ContactPage } from './ContactPage';

async function renderContact() {
  mockApi({ authRefresh: refreshAs(null) });
  renderAt('/contact', <ContactPage />);
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return userEvent.setup();
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

describe('ContactPage form', () => {
  it('asks for each missing field under it, marks it invalid and focuses the first', async () => {
    const user = await renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const [label, message] of [
      [/^Name/, 'Please enter your name'],
      [/^Email/, 'Please enter your email'],
      [/^Subject/, 'Please enter a subject'],
      [/^Message/, 'Please enter a message'],
    ] as const) {
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAccessibleDescription(message);
    }
    expect(input(/^Name/)).toHaveFocus();
  });

  it('asks for a valid e-mail address, and clears a message once the field is right', async () => {
    const user = await renderContact();
    await user.type(input(/^Name/), 'Ash');
    await user.type(input(/^Email/), 'ash-at-example.org');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(input(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(input(/^Name/)).toHaveAttribute('aria-invalid', 'false');
    await user.clear(input(/^Email/));
    await user.type(input(/^Email/), 'ash@example.org');
    expect(input(/^Email/)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('treats a subject made of spaces as missing', async () => {
    const user = await renderContact();
    await user.type(input(/^Subject/), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(input(/^Subject/)).toHaveAccessibleDescription('Please enter a subject');
  });
});
