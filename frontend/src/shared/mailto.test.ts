import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('encodes subject and body so every mail client reads them back as written', () => {
    const href = mailtoHref(
      'ash@example.org',
      'Enquiry about: Mew & Mewtwo',
      'Hello Ash,\n\n£45.50 + postage?',
    );
    expect(href).toBe(
      'mailto:ash@example.org?subject=Enquiry%20about%3A%20Mew%20%26%20Mewtwo&body=Hello%20Ash%2C%0A%0A%C2%A345.50%20%2B%20postage%3F',
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Enquiry about: Mew & Mewtwo');
  });
});
