import { PRIMARY_COLOUR, SIDEBAR_WIDTH } from '../../domain/shared/constants';

export const theme = {
  colours: {
    primary: PRIMARY_COLOUR,
    primaryDark: '#133a7d',
    primarySoft: '#e8eef9',
    text: '#1c2430',
    muted: '#4f5b6b',
    border: '#d5dbe4',
    surface: '#ffffff',
    background: '#f5f7fb',
    success: '#146c2e',
    error: '#b3261e',
    gold: '#8a6100',
  },
  sidebarWidth: SIDEBAR_WIDTH,
  radius: '10px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  breakpoints: { tablet: '768px', desktop: '1024px' },
} as const;

export type Theme = typeof theme;
