import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MAX_QUANTITY_PER_LINE } from '../../../../domain/pharmacy/cart-rules';
import type { CartLine } from '../../../../domain/pharmacy/model';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, Hint } from '../../../ui/controls';
import { rupees } from '../../../ui/price';
import { Tag } from '../../../ui/Tag';
import { richText } from '../../../ui/rich-text';
import { cartMessages } from './messages';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  padding: 0.9rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  &[aria-busy='true'] {
    opacity: 0.75;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  .price {
    text-align: right;
    font-weight: 700;
  }
  .mrp {
    text-decoration: line-through;
    color: ${({ theme }) => theme.colours.muted};
    font-weight: 400;
    margin-right: 0.4rem;
  }
  .controls {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
  }
  .warning {
    grid-column: 1 / -1;
    margin: 0;
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    background: transparent;
    font-size: 1.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colours.primary};
    cursor: pointer;
  }
  button[aria-disabled='true'] {
    color: ${({ theme }) => theme.colours.muted};
    cursor: not-allowed;
  }
  output {
    min-width: 2.5rem;
    text-align: center;
    font-weight: 700;
  }
`;

/**
 * The cart's lines: name, pack, price, a quantity stepper whose number changes only once the
 * server has said yes (the line shows it is updating meanwhile), Remove (gone at once), the Rx
 * badge, and, when the delivery pincode can't be served, a link to the medicine's substitutes.
 */
export function CartLines({
  lines,
  busy,
  unavailable,
  pincode,
  product,
}: {
  lines: readonly CartLine[];
  busy: readonly string[];
  unavailable: readonly string[];
  pincode: string | null;
  product: string;
}) {
  const t = cartMessages.useT();
  const cart = useUseCase(PHARMACY.Cart);
  return (
    <Lines aria-label={t('lines.label')}>
      {lines.map((line) => {
        const { medicine } = line;
        const isBusy = busy.includes(line.productId);
        const cannotDeliver = unavailable.includes(line.productId);
        const atMin = line.quantity <= 1;
        const atMax = line.quantity >= MAX_QUANTITY_PER_LINE;
        const detail = `/${product}/medicine-details?id=${encodeURIComponent(line.productId)}`;
        return (
          <Line key={line.productId} aria-busy={isBusy} data-testid={`cart-line-${line.productId}`}>
            <div>
              <h3>
                <Link to={detail} translate="no">{medicine.name}</Link>
              </h3>
              <Hint>
                {medicine.packLabel} · {medicine.manufacturer}
              </Hint>
              {line.isRxRequired && (
                <Tag $tone="warning" title={t('lines.rx')}>
                  Rx<span className="visually-hidden">{t('lines.rxHidden')}</span>
                </Tag>
              )}
            </div>
            <div className="price">
              {medicine.mrpPaise > medicine.pricePaise && (
                <span className="mrp">
                  <span className="visually-hidden">{t('lines.mrp')} </span>
                  {rupees(medicine.mrpPaise * line.quantity)}
                </span>
              )}
              {rupees(medicine.pricePaise * line.quantity)}
              <Hint>{t('lines.perPack', { price: rupees(medicine.pricePaise) })}</Hint>
            </div>
            {cannotDeliver && (
              <p className="warning">
                <Tag $tone="warning">{pincode ? t('lines.notDeliverableTo', { pincode }) : t('lines.notDeliverable')}</Tag>{' '}
                <Link to={`${detail}#substitutes`}>
                  {richText((values) => t('lines.substitutes', values), { for: <span className="visually-hidden">{t('lines.substitutesFor', { name: medicine.name })}</span> })}
                </Link>
              </p>
            )}
            <div className="controls">
              <Stepper role="group" aria-label={t('lines.quantityOf', { name: medicine.name })}>
                <button
                  type="button"
                  aria-disabled={isBusy || atMin}
                  onClick={() => {
                    if (!isBusy && !atMin) void cart.setQuantity(line.productId, line.quantity - 1);
                  }}
                >
                  <span aria-hidden="true">−</span>
                  <span className="visually-hidden">{t('lines.decrease', { name: medicine.name })}</span>
                </button>
                <output aria-live="polite" data-testid="quantity">
                  <span className="visually-hidden">{t('lines.quantity')} </span>
                  {line.quantity}
                </output>
                <button
                  type="button"
                  aria-disabled={isBusy || atMax}
                  onClick={() => {
                    if (!isBusy && !atMax) void cart.setQuantity(line.productId, line.quantity + 1);
                  }}
                >
                  <span aria-hidden="true">+</span>
                  <span className="visually-hidden">{t('lines.increase', { name: medicine.name })}</span>
                </button>
              </Stepper>
              {isBusy && <span role="status">{t('lines.updating')}</span>}
              <Button type="button" $variant="ghost" onClick={() => void cart.remove(line.productId)}>
                {richText((values) => t('lines.remove', values), { name: <span className="visually-hidden">{medicine.name}</span> })}
              </Button>
            </div>
          </Line>
        );
      })}
    </Lines>
  );
}
