import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colours.text};
    background: ${({ theme }) => theme.colours.background};
    line-height: 1.5;
    /* Page content can't be selected for copying (spec §1); form fields still can. */
    user-select: none;
  }
  input, textarea, select, [contenteditable="true"] { user-select: text; font: inherit; }
  a { color: ${({ theme }) => theme.colours.primary}; }
  /* Icons (src/ui/icons.tsx) follow the text they sit in; a parent's rule sets another size. */
  .lucide { width: 1.25em; height: 1.25em; flex: none; vertical-align: -0.25em; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colours.primary}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
