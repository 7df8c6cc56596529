import styled from 'styled-components';

/** The rows of a My Orders tab: each order's heading and facts on one side, its links on the other. */
export const OrderRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.9rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;
