import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { bestValue, orderSubstitutes, savingText, type SubstituteOrder } from '../../../../domain/pharmacy/medicine-details';
import type { Medicine } from '../../../../domain/pharmacy/model';
import { formatPricePerUnit } from '../../../../domain/pharmacy/price-per-unit';
import type { RankedSubstitute } from '../../../../domain/pharmacy/substitutes';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, FieldError, Hint } from '../../../ui/controls';
import { useQuery } from '../../../ui/use-query';
import { useDomainText } from '../../../i18n/domain-text';
import { CartControl } from './CartControl';
import { Availability, PriceTag, RxBadge } from './MedicineFacts';
import { compositionText, medicinePath } from './medicine-text';
import { medicineMessages } from './messages';

const Section = styled.section`
  margin-top: 2rem;
  min-height: 14rem;
  h2 {
    margin: 0 0 0.5rem;
  }
`;

const Why = styled.p`
  margin: 0 0 0.5rem;
`;

const Caution = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colours.gold};
  background: #fff8e6;
  border-radius: 6px;
`;

const Toolbar = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  legend {
    float: left;
    font-weight: 600;
    margin-right: 0.5rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

const Baseline = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colours.muted};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.li<{ $best: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.35rem 1rem;
  padding: 1rem 1.1rem;
  border: ${({ $best, theme }) => ($best ? `2px solid ${theme.colours.success}` : `1px solid ${theme.colours.border}`)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $best }) => ($best ? '#f1faf3' : '#fff')};
  h3 {
    margin: 0;
    font-size: 1.05rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.6rem;
    align-items: center;
  }
  p {
    margin: 0;
  }
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const BestBadge = styled.span`
  background: ${({ theme }) => theme.colours.success};
  color: #fff;
  border-radius: 999px;
  padding: 0.05rem 0.6rem;
  font-size: 0.8rem;
  font-weight: 700;
`;

const Saving = styled.p<{ $tone: 'save' | 'more' | 'same' }>`
  font-weight: 700;
  color: ${({ $tone, theme }) => ($tone === 'save' ? theme.colours.success : $tone === 'more' ? theme.colours.error : theme.colours.muted)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colours.muted};
  font-size: 0.95rem;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 9.5rem;
`;

/**
 * Substitutes: the same salts at the same strength in the same form, compared per unit (a
 * tablet, a ml), not per pack, so a strip of 10 and one of 15 compare fairly. The cheapest
 * that can be delivered and saves something is 'Best value'. Switching a prescription
 * medicine is the doctor's call, and the page says so.
 */
export function Substitutes({ original, product, pincode }: { original: Medicine; product: string; pincode: string | null }) {
  const t = medicineMessages.useT();
  const say = useDomainText();
  const query = useUseCase(PHARMACY.MedicineDetails).substitutes(original);
  const state = useQuery(query);
  const [order, setOrder] = useState<SubstituteOrder>('price-per-unit');
  const headingId = useId();
  const sortName = useId();
  const composition = compositionText(original);

  return (
    <Section id="substitutes" aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <h2 id={headingId}>{t('substitutes.title')}</h2>
      <Why>{t('substitutes.why', { composition, form: t('form', { form: original.form }) })}</Why>
      <Caution>
        {original.isRxRequired
          ? t('substitutes.rxCaution', { name: original.name })
          : t('substitutes.caution')}
      </Caution>
      {state.kind === 'loading' && <p role="status">{t('substitutes.loading')}</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <FieldError>{t('substitutes.failed', { reason: say(describeApiError(state.error)) })}</FieldError>
          <Button type="button" $variant="secondary" style={{ marginTop: '0.5rem' }} onClick={query.reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && state.value.length === 0 && (
        <Hint>{pincode ? t('substitutes.noneFor', { pincode }) : t('substitutes.none')}</Hint>
      )}
      {state.kind === 'ready' && state.value.length > 0 && (
        <SubstituteList ranked={state.value} original={original} product={product} pincode={pincode} order={order} sortName={sortName} onOrder={setOrder} />
      )}
    </Section>
  );
}

function SubstituteList({
  ranked,
  original,
  product,
  pincode,
  order,
  sortName,
  onOrder,
}: {
  ranked: RankedSubstitute[];
  original: Medicine;
  product: string;
  pincode: string | null;
  order: SubstituteOrder;
  sortName: string;
  onOrder: (order: SubstituteOrder) => void;
}) {
  const t = medicineMessages.useT();
  const say = useDomainText();
  const best = bestValue(ranked);
  const shown = orderSubstitutes(ranked, order);
  return (
    <>
      <Toolbar>
        <legend>{t('substitutes.sortBy')}</legend>
        <label>
          <input type="radio" name={sortName} checked={order === 'price-per-unit'} onChange={() => onOrder('price-per-unit')} />
          {t('substitutes.byPrice')}
        </label>
        <label>
          <input type="radio" name={sortName} checked={order === 'name'} onChange={() => onOrder('name')} />
          {t('substitutes.byName')}
        </label>
      </Toolbar>
      <Baseline>
        {original.name}: {say(formatPricePerUnit(original))} ({original.packLabel})
      </Baseline>
      <List aria-label={order === 'name' ? t('substitutes.listByName', { name: original.name }) : t('substitutes.listByPrice', { name: original.name })}>
        {shown.map((substitute) => {
          const { medicine } = substitute;
          const isBest = best?.medicine.id === medicine.id;
          const text = say(savingText(substitute));
          const tone = substitute.savingPercent > 0 ? 'save' : substitute.extraPercent > 0 ? 'more' : 'same';
          return (
            <Item key={medicine.id} $best={isBest}>
              <div>
                <h3>
                  <Link to={medicinePath(product, medicine.id)} translate="no">{medicine.name}</Link>
                  {isBest && <BestBadge>{t('substitutes.best')}</BestBadge>}
                  {medicine.isRxRequired && <RxBadge />}
                </h3>
                <Muted>{medicine.manufacturer}</Muted>
                <Muted>{medicine.packLabel}</Muted>
                <Availability available={medicine.available} pincode={pincode} sayAvailable />
              </div>
              <Side>
                <p>
                  <strong>{say(formatPricePerUnit(medicine))}</strong>
                </p>
                <Saving $tone={tone}>
                  {text}
                  <span className="visually-hidden"> {tone === 'same' ? t('substitutes.sameAs', { name: original.name }) : t('substitutes.comparedWith', { name: original.name })}</span>
                </Saving>
                <PriceTag medicine={medicine} />
                <CartControl medicine={medicine} />
              </Side>
            </Item>
          );
        })}
      </List>
    </>
  );
}
