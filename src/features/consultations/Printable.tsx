import styled from 'styled-components';
import { Button } from '../../ui/controls';
import { consultationsMessages } from './messages';

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

/** The browser's print dialog, where 'Save as PDF' is one of the printers; left off the paper. */
export function PrintButton({ disabled = false }: { disabled?: boolean }) {
  const t = consultationsMessages.useT();
  return (
    <div className="no-print">
      <Button type="button" onClick={() => window.print()} disabled={disabled}>
        {t('kit.print')}
      </Button>
    </div>
  );
}
