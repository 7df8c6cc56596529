import styled from 'styled-components';

/**
 * A product's page (a medicine, a lab test, a screening plan) or a cart: its details, and beside
 * them the price and what buys it; on a narrow screen the purchase box follows the details.
 */
export const DetailsAndPurchase = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem);
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 820px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
