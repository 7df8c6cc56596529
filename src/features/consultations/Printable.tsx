import styled from 'styled-components';

/**
 * A document page (prescription, invoice) that prints cleanly: on paper only the document
 * shows, without the app's header, sidebar, footer or buttons.
 */
export const Printable = styled.article`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.5rem;
  max-width: 820px;
  @media print {
    border: 0;
    padding: 0;
    max-width: none;
    .no-print {
      display: none;
    }
  }
`;
