import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

describe('richText', () => {
  it('puts each element where the sentence names it, in the order the language writes it', () => {
    const { container } = render(
      <p>{richText((values) => `${String(values.login)} करें, फिर ${String(values.app)} खोलें।`, { login: <a href="/login">लॉग इन</a>, app: <strong>CareWell</strong> })}</p>,
    );
    expect(container.textContent).toBe('लॉग इन करें, फिर CareWell खोलें।');
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/login');
    expect(container.querySelector('p')?.firstChild).toBe(screen.getByRole('link'));
  });
});
