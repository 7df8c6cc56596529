import styled from 'styled-components';

/** A boxed message about the page as a whole: success, or an error. */
export const Status = styled.p<{ $tone?: 'error' | 'success' }>`
  margin: 0.75rem 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $tone = 'success' }) => ($tone === 'error' ? theme.colours.error : theme.colours.success)};
  color: ${({ theme, $tone = 'success' }) => ($tone === 'error' ? theme.colours.error : theme.colours.success)};
  background: ${({ $tone = 'success' }) => ($tone === 'error' ? '#fff5f4' : '#f1faf3')};
`;
