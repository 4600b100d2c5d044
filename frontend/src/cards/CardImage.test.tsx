import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CardImage } from './CardImage';
import { pathOf } from '../test/api-operations';
import { CARD_PLACEHOLDER_SRC } from './card-placeholder';

const image = (id: string, size: 'small' | 'large') => pathOf('cardsImage', { id, size });

describe('CardImage', () => {
  it('loads lazily with the card name as alt text', () => {
    render(<CardImage src={image('sv6-1', 'small')} alt="Pikachu" />);
    const img = screen.getByRole('img', { name: 'Pikachu' });
    expect(img).toHaveAttribute('src', image('sv6-1', 'small'));
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the placeholder when the image cannot be loaded, and tries a new picture again', () => {
    const { rerender } = render(<CardImage src={image('sv6-1', 'large')} alt="Pikachu" eager />);
    const img = screen.getByRole('img', { name: 'Pikachu' });
    expect(img).toHaveAttribute('loading', 'eager');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', CARD_PLACEHOLDER_SRC);
    fireEvent.error(img); // the placeholder itself never loops
    expect(img).toHaveAttribute('src', CARD_PLACEHOLDER_SRC);
    rerender(<CardImage src={image('sv6-2', 'large')} alt="Raichu" eager />);
    expect(screen.getByRole('img', { name: 'Raichu' })).toHaveAttribute('src', image('sv6-2', 'large'));
  });
});
