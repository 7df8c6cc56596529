import styled from 'styled-components';

/** A list without bullets or indent, for lists of cards and rows. */
export const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
