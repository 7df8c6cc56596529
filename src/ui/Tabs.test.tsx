import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';
import { theme } from './theme';

const TABS = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'past', label: 'Past' },
  { id: 'cancelled', label: 'Cancelled' },
] as const;

function Bookings() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('upcoming');
  return (
    <ThemeProvider theme={theme}>
      <Tabs label="Bookings" tabs={TABS} selected={tab} onSelect={setTab}>
        <p>The {tab} bookings</p>
      </Tabs>
    </ThemeProvider>
  );
}

describe('Tabs', () => {
  it('puts only the selected tab in the Tab order and names the panel by it', async () => {
    render(<Bookings />);
    const user = userEvent.setup();
    expect(screen.getByRole('tablist', { name: 'Bookings' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent('The upcoming bookings');
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', async () => {
    render(<Bookings />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Cancelled' })).toHaveTextContent('The cancelled bookings');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'false');
  });

  it('selects a tab on click', async () => {
    render(<Bookings />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Past' }));
    expect(screen.getByRole('tabpanel', { name: 'Past' })).toHaveTextContent('The past bookings');
  });
});
