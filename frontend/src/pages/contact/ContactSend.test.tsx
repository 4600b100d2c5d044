import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { ContactPage } from './ContactPage';

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

async function fillAndSend(reply: Response) {
  const { requests } = mockApi({ authRefresh: refreshAs(null), contactSend: reply });
  renderAt('/contact', <ContactPage />);
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  const user = userEvent.setup();
  await user.type(input(/^Name/), 'Brock');
  await user.type(input(/^Email/), 'brock@example.org');
  await user.type(input(/^Subject/), 'Joining with my son');
  await user.type(input(/^Message/), 'Is Friday good for a first visit?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return requests;
}

describe('ContactPage sending', () => {
  it('sends the message to the server, says so and clears the form', async () => {
    const requests = await fillAndSend(
      json(201, { message: "Message sent successfully! We'll get back to you soon." }),
    );
    expect(
      await screen.findByText("Message sent successfully! We'll get back to you soon."),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.operation === 'contactSend')?.body).toEqual({
      name: 'Brock',
      email: 'brock@example.org',
      subject: 'Joining with my son',
      message: 'Is Friday good for a first visit?',
    });
    await waitFor(() => expect(input(/^Name/)).toHaveValue(''));
    expect(input(/^Message/)).toHaveValue('');
  });

  it("shows the server's message when sending fails and keeps what was typed", async () => {
    await fillAndSend(apiError(429, 'Too many messages. Please try again later.'));
    expect(await screen.findByText('Too many messages. Please try again later.')).toBeInTheDocument();
    expect(input(/^Name/)).toHaveValue('Brock');
  });
});
