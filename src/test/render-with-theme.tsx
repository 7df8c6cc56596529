import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import { SteppingClock } from './clock';
import { ClockProvider } from '../ui/throttled-submit';

/** 22 November 2026: the seeded family's ages are counted on it. */
export const TODAY = new Date(2026, 10, 22, 10, 30);

/**
 * Renders in the app's theme, with a user-event that does not pause between keys and the clock
 * the submit throttle reads, to move on by hand.
 */
export function renderWithTheme(ui: ReactNode) {
  const user = userEvent.setup({ delay: null });
  const clock = new SteppingClock();
  return {
    user,
    clock,
    ...render(
      <ClockProvider value={clock}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </ClockProvider>,
    ),
  };
}
