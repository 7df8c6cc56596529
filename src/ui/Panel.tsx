import styled from 'styled-components';

/** A boxed section of a page, with its heading. */
export const Panel = styled.section`
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.25rem;
  margin-bottom: 1rem;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.75rem;
  }
`;
