import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartIcon, SearchIcon } from './icons';

describe('the icons', () => {
  it('an icon standing alone in a button gives the button its name, as an image with that name', () => {
    render(
      <button type="button">
        <SearchIcon role="img" aria-label="Search medicines" />
      </button>,
    );

    expect(screen.getByRole('button', { name: 'Search medicines' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Search medicines' })).not.toHaveAttribute('aria-hidden');
  });

  it('an icon beside text is hidden from the accessibility tree and leaves the name to the text', () => {
    const { container } = render(
      <a href="/healthcare/Cart">
        <CartIcon /> Cart
      </a>,
    );

    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
