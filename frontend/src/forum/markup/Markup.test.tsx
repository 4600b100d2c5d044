import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { Markup } from './Markup';

/** Script payloads as members might post them: each must show as the text typed, and nothing may run. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '**<img src=x onerror=alert(1)>**',
  '*<svg onload=alert(1)>*',
  '__<iframe src="javascript:alert(1)"></iframe>__',
  '<a href="javascript:alert(1)">Prize draw</a>',
  'javascript:alert(document.cookie)',
  '<div style="background:url(javascript:alert(1))" onmouseover="alert(1)">hover</div>',
  '"><svg/onload=alert(1)>',
  '&lt;b&gt;escaped&lt;/b&gt; &amp;',
  'https://example.com/phishing',
];

describe('Markup', () => {
  it('renders bold, italic and underline as strong, em and u, and line breaks as br', () => {
    const { container } = render(<Markup text={'**Big** *news*\n__today__'} />);
    expect(container.querySelector('strong')?.textContent).toBe('Big');
    expect(container.querySelector('em')?.textContent).toBe('news');
    expect(container.querySelector('u')?.textContent).toBe('today');
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it.each(PAYLOADS)('shows %s as text: no element but the markup’s own, no link, nothing run', (payload) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(<Markup text={payload} />);
    const root = container.firstElementChild as HTMLElement;
    const elements = [...root.querySelectorAll('*')].map((element) => element.tagName.toLowerCase());
    expect(elements.every((tag) => ['strong', 'em', 'u'].includes(tag))).toBe(true);
    expect(root.querySelectorAll('[href], [src], [style], [onerror], [onload]')).toHaveLength(0);
    expect(root.textContent).toBe(payload.replace(/^(\*\*|__|\*)(.*)\1$/, '$2'));
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('shows a link as plain text', () => {
    const { container } = render(<Markup text="See https://example.com and **www.example.org**" />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('See https://example.com and www.example.org');
  });
});
