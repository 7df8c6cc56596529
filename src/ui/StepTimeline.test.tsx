import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { StepTimeline, type TimelineStepView } from './StepTimeline';
import { theme } from './theme';

const formatTime = (iso: string) => `at ${iso.slice(11, 16)}`;

function renderTimeline(steps: TimelineStepView[]) {
  render(
    <ThemeProvider theme={theme}>
      <StepTimeline label="Order status" steps={steps} formatTime={formatTime} />
    </ThemeProvider>,
  );
  return screen.getByRole('list', { name: 'Order status' });
}

describe('StepTimeline', () => {
  it('lists the steps in order, marks only the current one, and says "Not yet" for steps ahead', () => {
    const list = renderTimeline([
      { key: 'PLACED', label: 'Order placed', status: 'done', at: '2026-11-20T09:15:00Z' },
      { key: 'PACKED', label: 'Packed', status: 'current', at: '2026-11-20T11:40:00Z', note: 'By Ravi' },
      { key: 'SHIPPED', label: 'On the way', status: 'upcoming', at: null },
    ]);

    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Order placed', 'Packed', 'On the way']);
    expect(list.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('By Ravi');
    expect(items[0]?.querySelector('time')).toHaveTextContent('at 09:15');
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T09:15:00Z');
    expect(items[2]).toHaveTextContent('Not yet');
    expect(items[0]).not.toHaveTextContent('Not yet');
  });

  it('ends a cancelled order at its Cancelled step with its time and nothing current', () => {
    const list = renderTimeline([
      { key: 'PLACED', label: 'Order placed', status: 'done', at: '2026-11-20T09:15:00Z' },
      { key: 'CANCELLED', label: 'Cancelled', status: 'cancelled', at: '2026-11-20T10:05:00Z' },
    ]);

    const last = within(list).getAllByRole('listitem').at(-1);
    expect(last).toHaveTextContent('Cancelledat 10:05');
    expect(last).toHaveAttribute('data-status', 'cancelled');
    expect(list.querySelector('[aria-current]')).toBeNull();
  });
});
