import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeApiError } from '../../../../domain/shared/errors';
import { BRAND_NAME, DEFAULT_PRODUCT } from '../../../app/brand';
import { useObservable, useUseCase } from '../../../app/di';
import type { PageProps } from '../../../app/pages';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../../ui/controls';
import { SafeHtml } from '../../../ui/SafeHtml';
import { useQuery } from '../../../ui/use-query';
import { useDomainText } from '../../../i18n/domain-text';
import { usePageTitle } from '../../../i18n/page-titles';
import { CartControl } from './CartControl';
import { Availability, PriceTag, RxBadge, UnitPrice } from './MedicineFacts';
import { compositionText } from './medicine-text';
import { richText } from '../../../ui/rich-text';
import { medicineMessages } from './messages';
import { PincodeChip } from '../../../ui/PincodeChip';
import { Substitutes } from './Substitutes';
import { DetailsAndPurchase } from '../../../ui/DetailsAndPurchase';

/** Keeps its height while the medicine loads, so the page below does not jump. */
const Top = styled(DetailsAndPurchase)`
  min-height: 16rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.4rem 1rem;
  margin: 1rem 0 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colours.muted};
  }
  dd {
    margin: 0;
  }
`;

const BuyBox = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;

const Maker = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colours.muted};
`;

const Block = styled.section`
  margin-top: 1.75rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Placeholder = styled.div`
  min-height: 24rem;
`;

/**
 * /{product}/medicine-details?id=…: everything about one medicine, its price per unit, where
 * it can be delivered, and its substitutes. The route has no id segment, so the id is the
 * `id` query parameter (docs/decisions.md).
 */
export default function MedicineDetailsPage({ route, params }: PageProps) {
  const t = medicineMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const [query] = useSearchParams();
  const id = query.get('id')?.trim() || null;
  const delivery = useUseCase(PHARMACY.DeliveryPincode);
  const pincode = useObservable(delivery.pincode$, delivery.current);
  const details = useUseCase(PHARMACY.MedicineDetails);
  // A substitute's link changes the id on the same page: its own query, from its own state.
  const medicineQuery = id === null ? null : details.medicine(id);
  const state = useQuery(medicineQuery);
  const product = params.product ?? DEFAULT_PRODUCT;
  const loadedName = state.kind === 'ready' ? state.value.name : null;
  useEffect(() => {
    if (loadedName !== null) document.title = t('details.documentTitle', { name: loadedName, title, brand: BRAND_NAME });
  }, [loadedName, title, t]);
  const searchLink = { search: <Link to={`/${product}/medicine`}>{t('details.search')}</Link> };

  if (id === null) {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>
          {richText((values) => t('details.noId', values), searchLink)}
        </p>
      </Card>
    );
  }
  // A new pincode keeps the medicine on screen while its availability is asked for again.
  const medicine = state.kind === 'ready' ? state.value : null;
  if (state.kind === 'failed') {
    const notFound = state.error.kind === 'not-found';
    return (
      <Card>
        <PageTitle>{notFound ? t('details.notFound.title') : title}</PageTitle>
        {notFound ? (
          <p>
            {richText((values) => t('details.notFound.text', values), searchLink)}
          </p>
        ) : (
          <div role="alert">
            <FieldError>{t('details.failed', { reason: say(describeApiError(state.error)) })}</FieldError>
            <Button type="button" style={{ marginTop: '0.75rem' }} onClick={() => medicineQuery?.reload()}>
              {t('retry')}
            </Button>
          </div>
        )}
      </Card>
    );
  }
  if (medicine === null) {
    return (
      <Placeholder aria-busy="true">
        <PageTitle>{title}</PageTitle>
        <p role="status">{t('details.loading')}</p>
      </Placeholder>
    );
  }

  return (
    <article aria-labelledby="medicine-name">
      <Top>
        <div>
          <PageTitle id="medicine-name" translate="no">{medicine.name}</PageTitle>
          <Maker>{t('details.maker', { maker: medicine.manufacturer })}</Maker>
          {medicine.isRxRequired && <RxBadge spelled />}
          <Facts>
            <dt>{t('details.composition')}</dt>
            <dd>{compositionText(medicine)}</dd>
            <dt>{t('details.form')}</dt>
            <dd style={{ textTransform: 'capitalize' }}>{t('form', { form: medicine.form })}</dd>
            <dt>{t('details.pack')}</dt>
            <dd>{medicine.packLabel}</dd>
          </Facts>
        </div>
        <BuyBox as="div">
          <PriceTag medicine={medicine} large />
          <UnitPrice medicine={medicine} />
          <Availability available={medicine.available} pincode={pincode} sayAvailable />
          <PincodeChip />
          <CartControl medicine={medicine} />
          {medicine.isRxRequired && <Hint>{t('details.rxHint')}</Hint>}
        </BuyBox>
      </Top>

      {medicine.descriptionHtml.trim() !== '' && (
        <Block aria-labelledby="about-heading">
          <h2 id="about-heading">{t('details.about', { name: medicine.name })}</h2>
          <SafeHtml html={medicine.descriptionHtml} />
        </Block>
      )}
      {medicine.uses.length > 0 && (
        <Block aria-labelledby="uses-heading">
          <h2 id="uses-heading">{t('details.uses')}</h2>
          <ul>
            {medicine.uses.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
        </Block>
      )}
      {medicine.sideEffects.length > 0 && (
        <Block aria-labelledby="side-effects-heading">
          <h2 id="side-effects-heading">{t('details.sideEffects')}</h2>
          <ul>
            {medicine.sideEffects.map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
          </ul>
        </Block>
      )}
      {medicine.storage.trim() !== '' && (
        <Block aria-labelledby="storage-heading">
          <h2 id="storage-heading">{t('details.storage')}</h2>
          <p>{medicine.storage}</p>
        </Block>
      )}

      <Substitutes original={medicine} product={product} pincode={pincode} />
    </article>
  );
}
