import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../ui/theme';
import { ErrorBoundary, ErrorPanel, isChunkLoadError } from './ErrorBoundary';

function Throws({ message }: { message: string }): ReactNode {
  throw new Error(message);
}

function renderThemed(ui: ReactNode) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

beforeEach(() => {
  // React reports caught render errors on the console; the boundary itself logs them too.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows "This page could not be loaded" when a page chunk fails to load, with a Reload button that reloads', async () => {
    const reload = vi.fn();
    renderThemed(
      <ErrorBoundary reload={reload}>
        <Throws message="Failed to fetch dynamically imported module: https://app.example.in/assets/Page-abc.js" />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows "Something went wrong" and the customer-care number for any other error', () => {
    renderThemed(
      <ErrorBoundary reload={vi.fn()}>
        <Throws message="Cannot read properties of undefined" />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/1800 3090 101/)).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    renderThemed(
      <ErrorBoundary>
        <p>Page content</p>
      </ErrorBoundary>,
    );

    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ErrorPanel', () => {
  it('calls the given reload from its Reload button', async () => {
    const reload = vi.fn();
    renderThemed(<ErrorPanel error={new TypeError('error loading dynamically imported module')} reload={reload} />);

    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: /assets/x.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
    'Loading chunk 42 failed.',
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('does not mistake other errors for a failed chunk', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });
});
