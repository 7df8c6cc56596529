import styled from 'styled-components';

/** The records' lists: rows one under another, parted by a line. */
export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
`;
