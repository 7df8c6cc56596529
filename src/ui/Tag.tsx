import styled from 'styled-components';

/** A small rounded badge with a status word, its colour saying the tone. */
export const Tag = styled.span<{ $tone?: 'info' | 'warning' | 'success' }>`
  display: inline-block;
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  border: 1px solid currentColor;
  color: ${({ theme, $tone = 'info' }) => ($tone === 'warning' ? theme.colours.error : $tone === 'success' ? theme.colours.success : theme.colours.primary)};
  background: #fff;
`;
