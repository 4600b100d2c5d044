import { approvalMail } from './approval-mail.js';

describe('approvalMail', () => {
  it('has a subject, a text and an HTML part, both with the sign-in link', () => {
    const mail = approvalMail({ to: 'ash@example.com', firstName: 'Ash', publicUrl: 'https://club.example' });
    expect(mail.subject).toBe('Your Pokémon TCG Club membership is approved');
    expect(mail.text).toContain('Hi Ash,');
    expect(mail.text).toContain('https://club.example/login');
    expect(mail.html).toContain('href="https://club.example/login"');
  });

  it('escapes a name that contains markup', () => {
    const mail = approvalMail({
      to: 'x@example.com',
      firstName: '<img src=x onerror=alert(1)>',
      publicUrl: 'http://c.test',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img');
  });
});
