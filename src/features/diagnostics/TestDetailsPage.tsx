import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { addTestMessage } from '../../../domain/diagnostics/cart';
import type { LabTestDetail } from '../../../domain/diagnostics/model';
import { ZIPCODE_FOR_LABS } from '../../../domain/diagnostics/labs';
import { wantsAddToCart } from '../../../domain/diagnostics/rules';
import { describeApiError } from '../../../domain/shared/errors';
import { BRAND_NAME } from '../../app/brand';
import { useObservable, useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { productOf } from '../../app/product-segment';
import { rupees } from '../../ui/price';
import { useSignedIn } from '../../ui/use-signed-in';
import { useQuery } from '../../ui/use-query';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { AccreditationBadges, fastingText, Muted, rich, sampleText, turnaroundText, ZipcodeChip } from './kit';
import { diagnosticsMessages } from './messages';
import { PreferredOptions } from './LabOffers';
import { DetailsAndPurchase } from '../../ui/DetailsAndPurchase';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.4rem 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Prices = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

function useDiagnosticCart(signedIn: boolean) {
  const cart = useUseCase(DIAGNOSTICS.DiagnosticCart);
  const state = useObservable(signedIn ? cart.loaded$ : cart.state$, { kind: 'not-loaded' } as const);
  return { cart, state };
}

/**
 * /{product}/testDetails/{id}: what the test measures, its parameters, sample, preparation and
 * turnaround, and every lab's price with its accreditation. A visitor's Add to cart goes to
 * login and comes back here with the test added (spec §4, §5).
 */
export default function TestDetailsPage({ route, params }: PageProps) {
  const id = params.id ?? '';
  const product = productOf(params);
  const details = useUseCase(DIAGNOSTICS.LabTestDetails);
  const zipcode = useUseCase(DIAGNOSTICS.CollectionZipcode);
  const stored = useObservable(zipcode.zipcode$, zipcode.current);
  const signedIn = useSignedIn();
  const { cart, state: cartState } = useDiagnosticCart(signedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const press = useThrottledSubmit();
  const returned = useRef(false);
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  // The details read the pincode stored, so a new one is a new query (prices follow the zipcode).
  const query = details.test(id);
  const test = useQuery(query);
  const name = test.kind === 'ready' ? test.value.name : null;
  const inCart = cartState.kind === 'ready' && cartState.cart.items.some((item) => item.itemId === id);

  useEffect(() => {
    if (name !== null) document.title = `${name} – ${title} | ${BRAND_NAME}`;
  }, [name, title]);

  const add = useCallback(
    async (detail: LabTestDetail) => {
      setMessage(null);
      setAdding(true);
      const added = await cart.add({ id: detail.id, name: detail.name }, location.pathname, 'testDetails');
      setAdding(false);
      if (added.isOk()) return;
      if (added.error.kind === 'login-required') {
        navigate(added.error.loginPath);
        return;
      }
      const message = addTestMessage(added.error);
      setMessage(message === null ? null : say(message));
    },
    [cart, location.pathname, navigate, say],
  );

  // Back from login with ?addToCart=true: add once, then drop the flag from the address.
  useEffect(() => {
    if (returned.current || !signedIn || test.kind !== 'ready' || !wantsAddToCart(location.search) || cartState.kind !== 'ready') return;
    returned.current = true;
    const detail = test.value;
    navigate(location.pathname, { replace: true });
    if (!cartState.cart.items.some((item) => item.itemId === detail.id)) void Promise.resolve().then(() => add(detail));
  }, [add, cartState, location.pathname, location.search, navigate, signedIn, test]);

  if (test.kind === 'loading') return <Hint role="status">{t('test.loading')}</Hint>;
  if (test.kind === 'failed') {
    return (
      <Card>
        <PageTitle>{test.error.kind === 'not-found' ? t('test.notFound') : title}</PageTitle>
        <p role="alert">{test.error.kind === 'not-found' ? t('test.notFoundText') : say(describeApiError(test.error))}</p>
        {test.error.kind !== 'not-found' && (
          <Button type="button" onClick={() => query.reload()}>
            {t('tryAgain')}
          </Button>
        )}
        <p>
          <Link to={`/${product}/diagnostics`}>{t('test.search')}</Link>
        </p>
      </Card>
    );
  }
  const detail = test.value;
  return (
    <>
      <DetailsAndPurchase>
        <div>
          <PageTitle translate="no">{detail.name}</PageTitle>
          <p>{detail.description}</p>
          <Facts>
            <dt>{t('test.includes')}</dt>
            <dd>{t('card.parameters', { count: detail.parameterCount })}</dd>
            <dt>{t('test.sample')}</dt>
            <dd>{sampleText(t, detail)}</dd>
            <dt>{t('test.preparation')}</dt>
            <dd>{t('test.preparationText', { fasting: fastingText(t, detail), preparation: detail.preparation })}</dd>
            <dt>{t('test.report')}</dt>
            <dd>{t('test.reportText', { turnaround: turnaroundText(t, detail) })}</dd>
          </Facts>
        </div>
        <Card aria-label={t('test.book')}>
          <ZipcodeChip />
          {detail.prices.length > 0 ? (
            <p>{rich(t, 'test.price', { count: detail.prices.length }, { price: <strong>{rupees(detail.fromPricePaise)}</strong> })}</p>
          ) : (
            <Hint>{stored ? t('test.noLab') : say(ZIPCODE_FOR_LABS)}</Hint>
          )}
          {inCart ? (
            <>
              <p role="status">{rich(t, 'test.inCart', {}, { name: <strong>{detail.name}</strong> })}</p>
              <Link to={`/${product}/diagnostics-cart`}>{t('test.goToCart')}</Link>
            </>
          ) : (
            <Button type="button" aria-disabled={adding || undefined} onClick={() => !adding && press.run(() => add(detail))}>
              {adding ? t('test.adding') : t('test.add')}
            </Button>
          )}
          {message && <FieldError role="alert">{message}</FieldError>}
        </Card>
      </DetailsAndPurchase>

      <section>
        <h2>{t('test.parameters')}</h2>
        <ul>
          {detail.parameters.map((parameter) => (
            <li key={parameter}>{parameter}</li>
          ))}
        </ul>
      </section>

      {detail.prices.length > 0 && (
        <section>
          <h2>{t('test.prices')}</h2>
          <Prices>
            <thead>
              <tr>
                <th scope="col">{t('lab')}</th>
                <th scope="col">{t('test.accreditation')}</th>
                <th scope="col">{t('test.priceColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.prices.map((price) => (
                <tr key={price.lab.id}>
                  <th scope="row" translate="no">{price.lab.name}</th>
                  <td>
                    <AccreditationBadges accreditations={price.lab.accreditations} />
                  </td>
                  <td>
                    <strong>{rupees(price.pricePaise)}</strong> <Muted><s aria-label={t('mrp', { price: rupees(price.mrpPaise) })}>{rupees(price.mrpPaise)}</s></Muted>
                  </td>
                </tr>
              ))}
            </tbody>
          </Prices>
          <Hint>{t('test.oneLab')}</Hint>
        </section>
      )}
      <PreferredOptions key={stored ?? ''} testId={detail.id} product={product} labs={detail.prices.map((price) => price.lab)} />
    </>
  );
}
