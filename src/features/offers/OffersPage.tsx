import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Coupon } from '../../../domain/pharmacy/model';
import { offerGroups, type OfferGroup, type OfferVertical } from '../../../domain/pharmacy/offers';
import { DEFAULT_PRODUCT } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { PHARMACY } from '../../app/modules/pharmacy/tokens';
import { TOKENS } from '../../app/tokens';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { ActionLink, Button, Card, Hint, IconDisc, PageTitle } from '../../ui/controls';
import { calendarDay, isoDate } from '../../ui/dates';
import { CarePlusIcon, ConsultationIcon, LabTestIcon, MedicineIcon, type AppIcon } from '../../ui/icons';
import { Loadable } from '../../ui/Loadable';
import { rupees } from '../../ui/price';
import { OFFERED_COUPON_PARAM } from '../../ui/use-offered-coupon';
import { useQuery } from '../../ui/use-query';
import { offersMessages } from './messages';

const ICONS: Record<OfferVertical, AppIcon> = {
  MEDICINE: MedicineIcon,
  DIAGNOSTICS: LabTestIcon,
  CONSULTATION: ConsultationIcon,
  SUBSCRIPTION: CarePlusIcon,
};

/** Where each cart takes a coupon from the address (src/ui/use-offered-coupon.ts). */
const CART_PATHS: Partial<Record<OfferVertical, string>> = {
  MEDICINE: `/${DEFAULT_PRODUCT}/Cart`,
  DIAGNOSTICS: `/${DEFAULT_PRODUCT}/diagnostics-cart`,
  SUBSCRIPTION: '/auth/subscription-plans',
};

const Group = styled.section`
  margin-top: 1.5rem;
  h2 {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    font-size: 1.2rem;
    margin: 0 0 0.75rem;
  }
`;

const Offer = styled.li`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.surface};
  padding: 1rem;
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0.25rem 0;
  }
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
`;

const Offers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const Code = styled.p`
  font-weight: 700;
  letter-spacing: 0.05em;
`;

/**
 * /offers: every coupon on offer, by what it is for, each with its terms and validity and an
 * "Apply" that takes the patient to the right cart with the coupon on (copying is blocked
 * site-wide, so the code is never something to copy). Open to visitors: the carts ask them
 * to sign in and come back to the same address, coupon and all.
 */
export default function OffersPage({ route }: PageProps) {
  const t = offersMessages.useT();
  const title = usePageTitle(route);
  const offers = useUseCase(PHARMACY.Offers);
  const clock = useUseCase(TOKENS.Clock);
  const query = offers.all();
  const state = useQuery(query);
  const today = isoDate(clock.now());

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Hint>{t('lead')}</Hint>
      <Loadable
        state={state}
        what={t('what')}
        retry={query.reload}
      >
        {(coupons) => {
          const groups = offerGroups(coupons, today);
          return groups.length === 0 ? <p>{t('empty')}</p> : groups.map((group) => <OfferGroupSection key={group.vertical} group={group} />);
        }}
      </Loadable>
    </Card>
  );
}

function OfferGroupSection({ group }: { group: OfferGroup }) {
  const t = offersMessages.useT();
  const Icon = ICONS[group.vertical];
  return (
    <Group aria-labelledby={`offers-${group.vertical}`}>
      <h2 id={`offers-${group.vertical}`}>
        <IconDisc>
          <Icon />
        </IconDisc>
        {t(`group.${group.vertical}`)}
      </h2>
      <Offers>
        {group.coupons.map((coupon) => (
          <OfferCard key={coupon.code} coupon={coupon} vertical={group.vertical} />
        ))}
      </Offers>
    </Group>
  );
}

function OfferCard({ coupon, vertical }: { coupon: Coupon; vertical: OfferVertical }) {
  const t = offersMessages.useT();
  const locale = useLocale();
  const offers = useUseCase(PHARMACY.Offers);
  const navigate = useNavigate();
  const cart = CART_PATHS[vertical];
  const saving =
    coupon.kind === 'FLAT'
      ? t('terms.flat', { amount: rupees(coupon.value) })
      : coupon.maxDiscountPaise === null
        ? t('terms.percent', { value: coupon.value })
        : t('terms.percentUpTo', { value: coupon.value, cap: rupees(coupon.maxDiscountPaise) });

  return (
    <Offer>
      <h3 translate="no">{coupon.title}</h3>
      <Code>
        {t('terms.code')}: <span translate="no">{coupon.code}</span>
      </Code>
      <p translate="no">{coupon.description}</p>
      <ul>
        <li>{saving}</li>
        <li>{coupon.minCartPaise > 0 ? t('terms.minimum', { amount: rupees(coupon.minCartPaise) }) : t('terms.anyBill')}</li>
        <li>{t('terms.validTill', { day: calendarDay(coupon.expiresOn, locale) })}</li>
      </ul>
      {cart !== undefined ? (
        <ActionLink to={`${cart}?${new URLSearchParams({ [OFFERED_COUPON_PARAM]: coupon.code })}`}>{t(`apply.${vertical}`, { code: coupon.code })}</ActionLink>
      ) : (
        <>
          <Button
            type="button"
            style={{ marginTop: '1rem' }}
            onClick={() => {
              offers.keepForConsultation(coupon.code);
              void navigate(`/${DEFAULT_PRODUCT}/book-consultation`);
            }}
          >
            {t(`apply.${vertical}`, { code: coupon.code })}
          </Button>
          <Hint>{t('apply.consultationHint')}</Hint>
        </>
      )}
    </Offer>
  );
}
