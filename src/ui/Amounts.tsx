import styled from 'styled-components';

/**
 * A bill's lines, label left and rupees right, the line classed `total` set off as what is paid:
 * the consultation's fee and a plan's GST bill read alike.
 */
export const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  margin: 0 0 1rem;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    border-top: 1px solid ${({ theme }) => theme.colours.border};
    padding-top: 0.35rem;
  }
`;
