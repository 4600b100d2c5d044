import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoPicker } from './PhotoPicker';

describe('the Submit Card photo preview', () => {
  const revoked = new Set<string>();
  let made = 0;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

  beforeEach(() => {
    made = 0;
    revoked.clear();
    URL.createObjectURL = vi.fn(() => `blob:preview-${++made}`);
    URL.revokeObjectURL = vi.fn((address: string) => void revoked.add(address));
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  const photo = new File([new Uint8Array([1, 2, 3])], 'pikachu.png', { type: 'image/png' });

  it('shows an address that is still valid after StrictMode replays the effects', () => {
    render(
      <StrictMode>
        <PhotoPicker value={photo} onChange={() => undefined} />
      </StrictMode>,
    );
    const src = screen.getByRole('img', { name: 'Preview of the photo' }).getAttribute('src');
    expect(src).toMatch(/^blob:preview-/);
    expect(revoked.has(src!)).toBe(false);
  });

  it('revokes the address when the photo is removed or replaced, and when the dialog closes', () => {
    const { rerender, unmount } = render(<PhotoPicker value={photo} onChange={() => undefined} />);
    const first = screen.getByRole('img', { name: 'Preview of the photo' }).getAttribute('src')!;
    const other = new File([new Uint8Array([4])], 'eevee.png', { type: 'image/png' });
    rerender(<PhotoPicker value={other} onChange={() => undefined} />);
    const second = screen.getByRole('img', { name: 'Preview of the photo' }).getAttribute('src')!;
    expect(second).not.toBe(first);
    expect(revoked).toEqual(new Set([first]));
    rerender(<PhotoPicker value={null} onChange={() => undefined} />);
    expect(screen.queryByRole('img', { name: 'Preview of the photo' })).toBeNull();
    expect(revoked).toEqual(new Set([first, second]));
    rerender(<PhotoPicker value={photo} onChange={() => undefined} />);
    const third = screen.getByRole('img', { name: 'Preview of the photo' }).getAttribute('src')!;
    unmount();
    expect(revoked.has(third)).toBe(true);
    expect(revoked.size).toBe(made);
  });
});
