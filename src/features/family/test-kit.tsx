import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../ui/theme';

/** 22 November 2026: the seeded family's ages are counted on it. */
export const TODAY = new Date(2026, 10, 22, 10, 30);

/** Renders in the app's theme, with a user-event that does not pause between keys. */
export function renderWithTheme(ui: ReactNode) {
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>) };
}
