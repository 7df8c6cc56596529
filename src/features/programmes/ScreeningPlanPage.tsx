import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { findScreeningPlan, screeningBooking } from '../../../domain/content/cancer-screening';
import type { ScreeningPlan } from '../../../domain/content/model';
import { addTestMessage } from '../../../domain/diagnostics/cart';
import { wantsAddToCart } from '../../../domain/diagnostics/rules';
import { BRAND_NAME, DEFAULT_PRODUCT } from '../../app/brand';
import { useObservable, useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { Button, Card, FieldError, PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { PincodeChip } from '../../ui/PincodeChip';
import { richText } from '../../ui/rich-text';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { useSignedIn } from '../../ui/use-signed-in';
import { Plans, PlanPrice, ScreeningPlanCard } from './kit';
import { programmeMessages } from './messages';
import { DetailsAndPurchase } from '../../ui/DetailsAndPurchase';

const Tests = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
`;

const CART_PATH = `/${DEFAULT_PRODUCT}/diagnostics-cart`;

/**
 * "Book this plan": the plan's lab package goes into the diagnostics cart, whose page then
 * takes the lab, the time and the payment. A visitor signs in and comes back with it added.
 */
function BookPlan({ plan }: { plan: ScreeningPlan }) {
  const t = programmeMessages.useT();
  const say = useDomainText();
  const cart = useUseCase(DIAGNOSTICS.DiagnosticCart);
  const zipcode = useUseCase(DIAGNOSTICS.CollectionZipcode);
  const signedIn = useSignedIn();
  const cartState = useObservable(signedIn ? cart.loaded$ : cart.state$, { kind: 'not-loaded' } as const);
  const location = useLocation();
  const navigate = useNavigate();
  const press = useThrottledSubmit();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const returned = useRef(false);
  const booking = screeningBooking(plan);
  const inCart = booking !== null && cartState.kind === 'ready' && cartState.cart.items.some((item) => item.itemId === booking.id);

  const book = useCallback(async () => {
    if (booking === null) return;
    setMessage(null);
    setAdding(true);
    const added = await cart.add(booking, location.pathname, 'cancerScreening');
    setAdding(false);
    if (added.isOk()) {
      navigate(CART_PATH);
      return;
    }
    if (added.error.kind === 'login-required') {
      navigate(added.error.loginPath);
      return;
    }
    const text = addTestMessage(added.error);
    setMessage(text === null ? null : say(text));
  }, [booking, cart, location.pathname, navigate, say]);

  // Back from login with ?addToCart=true: add once, then drop the flag from the address.
  useEffect(() => {
    if (returned.current || booking === null || !signedIn || !wantsAddToCart(location.search) || cartState.kind !== 'ready') return;
    returned.current = true;
    navigate(location.pathname, { replace: true });
    if (!cartState.cart.items.some((item) => item.itemId === booking.id)) void Promise.resolve().then(book);
  }, [book, booking, cartState, location.pathname, location.search, navigate, signedIn]);

  if (booking === null) return <p>{richText((slots) => t('plan.byCall', slots), { number: <CareNumberLink /> })}</p>;
  const words = { at: t('zipcode.at'), none: t('zipcode.none'), field: t('zipcode.field'), change: t('zipcode.change'), add: t('zipcode.add') };
  return (
    <>
      <PincodeChip kept={{ pincode: zipcode, pincode$: zipcode.zipcode$ }} words={words} />
      {inCart ? (
        <>
          <p role="status">{t('plan.inCart')}</p>
          <Link to={CART_PATH}>{t('plan.goToCart')}</Link>
        </>
      ) : (
        <Button type="button" aria-disabled={adding || undefined} onClick={() => !adding && press.run(book)}>
          {adding ? t('plan.booking') : t('plan.book')}
        </Button>
      )}
      {message && <FieldError role="alert">{message}</FieldError>}
    </>
  );
}

function PlanDetail({ plan, title }: { plan: ScreeningPlan; title: string }) {
  const t = programmeMessages.useT();
  useEffect(() => {
    document.title = `${plan.name} – ${title} | ${BRAND_NAME}`;
  }, [plan.name, title]);
  return (
    <>
      <DetailsAndPurchase>
        <div>
          <PageTitle translate="no">{plan.name}</PageTitle>
          <p translate="no">{plan.summary}</p>
        </div>
        <Card aria-label={t('plan.book')}>
          <PlanPrice plan={plan} />
          <BookPlan plan={plan} />
        </Card>
      </DetailsAndPurchase>
      <section aria-labelledby="plan-tested">
        <h2 id="plan-tested">{t('plan.tested')}</h2>
        <Tests>
          <thead>
            <tr>
              <th scope="col">{t('plan.test')}</th>
              <th scope="col">{t('plan.detects')}</th>
            </tr>
          </thead>
          <tbody translate="no">
            {plan.tests.map((test) => (
              <tr key={test.name}>
                <th scope="row">{test.name}</th>
                <td>{test.detects}</td>
              </tr>
            ))}
          </tbody>
        </Tests>
      </section>
      <section aria-labelledby="plan-who">
        <h2 id="plan-who">{t('plan.whoFor')}</h2>
        <p translate="no">{plan.whoFor}</p>
      </section>
      <section aria-labelledby="plan-preparation">
        <h2 id="plan-preparation">{t('plan.preparation')}</h2>
        <p translate="no">{plan.preparation}</p>
      </section>
      <p>
        <Link to="/cancer-screening">{t('plan.allPlans')}</Link>
      </p>
    </>
  );
}

/** /cancer-screening/planDetail/{id}: what the plan tests, who it is for, how to prepare, and booking it as a lab test. */
export default function ScreeningPlanPage({ route, params }: PageProps) {
  const t = programmeMessages.useT();
  const title = usePageTitle(route);
  const screening = useUseCase(CONTENT.CancerScreening);
  const query = screening.plans();
  const state = useQuery(query);
  const id = params.id ?? '';
  usePageDescription(t('screening.lead'));

  return (
    <Loadable state={state} what={t('screening.what')} retry={query.reload}>
      {(plans) => {
        const plan = findScreeningPlan(plans, id);
        if (plan !== null) return <PlanDetail plan={plan} title={title} />;
        return (
          <Card>
            <PageTitle>{t('plan.notFound')}</PageTitle>
            <p>{t('plan.notFoundText')}</p>
            <Plans>
              {plans.map((other) => (
                <ScreeningPlanCard key={other.id} plan={other} />
              ))}
            </Plans>
            <p>
              <Link to="/cancer-screening">{t('plan.allPlans')}</Link>
            </p>
          </Card>
        );
      }}
    </Loadable>
  );
}
