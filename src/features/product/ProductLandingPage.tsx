import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { productServicePath, type ProductLanding, type ProductService } from '../../../domain/content/product-landing';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { ActionLink, Card, IconDisc, PageTitle } from '../../ui/controls';
import { CarePlusIcon, ConsultationIcon, LabTestIcon, LocationIcon, MedicineIcon, RecordsIcon, type AppIcon } from '../../ui/icons';
import { Loadable } from '../../ui/Loadable';
import { Plain } from '../../ui/Plain';
import { rupees } from '../../ui/price';
import { Tag } from '../../ui/Tag';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { usePageTitle } from '../../i18n/page-titles';
import { productMessages } from './messages';

const ICONS: Readonly<Record<ProductService, AppIcon>> = {
  CONSULT: ConsultationIcon,
  MEDICINES: MedicineIcon,
  LAB_TESTS: LabTestIcon,
  SMART_CLINIC: LocationIcon,
  PLANS: CarePlusIcon,
  RECORDS: RecordsIcon,
};

const Hero = styled.section`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  p {
    margin: 0;
    font-size: 1.1rem;
    max-width: 40rem;
  }
`;

const Tiles = styled(Plain)`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  li a {
    display: grid;
    gap: 0.35rem;
    height: 100%;
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colours.text};
    text-decoration: none;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colours.primary};
  }
  p {
    margin: 0;
  }
`;

const Offers = styled(Plain)`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  li {
    display: grid;
    gap: 0.35rem;
    padding: 1rem;
    border: 1px dashed ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  h3,
  p {
    margin: 0;
  }
`;

/** The first call to action: a doctor when the product offers one, else its first service. */
function mainAction(landing: ProductLanding): { to: string; consult: boolean } {
  const service = landing.services.includes('CONSULT') ? 'CONSULT' : (landing.services[0] ?? 'CONSULT');
  return { to: productServicePath(landing.product, service), consult: service === 'CONSULT' };
}

function Landing({ landing }: { landing: ProductLanding }) {
  const t = productMessages.useT();
  const action = mainAction(landing);
  return (
    <>
      <Hero>
        {landing.name === null ? (
          <p>{t('landing.genericLead')}</p>
        ) : (
          <>
            {landing.tagline !== null && <p translate="no">{landing.tagline}</p>}
            <Tag $tone="info">{t('landing.brandedBy', { brand: BRAND_NAME })}</Tag>
          </>
        )}
        <ActionLink to={action.to}>{action.consult ? t('landing.cta') : t('landing.ctaOther')}</ActionLink>
      </Hero>
      <section aria-labelledby="product-services">
        <h2 id="product-services">{t('landing.services')}</h2>
        <Tiles>
          {landing.services.map((service) => {
            const Icon = ICONS[service];
            return (
              <li key={service}>
                <Link to={productServicePath(landing.product, service)}>
                  <IconDisc>
                    <Icon aria-hidden="true" />
                  </IconDisc>
                  <h3>{t(`service.${service}.title`)}</h3>
                  <p>{t(`service.${service}.text`)}</p>
                </Link>
              </li>
            );
          })}
        </Tiles>
      </section>
      {landing.offers.length > 0 && (
        <section aria-labelledby="product-offers">
          <h2 id="product-offers">{t('landing.offers')}</h2>
          <Offers>
            {landing.offers.map((offer) => (
              <li key={offer.title}>
                <h3 translate="no">{offer.title}</h3>
                {offer.text !== '' && <p translate="no">{offer.text}</p>}
                {offer.code !== null && (
                  <p>
                    <Tag $tone="success">{t('landing.code', { code: offer.code })}</Tag>
                  </p>
                )}
              </li>
            ))}
          </Offers>
        </section>
      )}
      {landing.plan !== null && (
        <section aria-labelledby="product-plan">
          <h2 id="product-plan">{t('landing.plan')}</h2>
          <h3 translate="no">{landing.plan.name}</h3>
          <p>
            <strong>{t('landing.planPrice', { price: rupees(landing.plan.pricePaise) })}</strong>
          </p>
          <ul translate="no">
            {landing.plan.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <Link to={productServicePath(landing.product, 'PLANS')}>{t('landing.planSee')}</Link>
        </section>
      )}
    </>
  );
}

/**
 * /{product}/landing-page: where a partner's users arrive. The partner's name, its services as
 * tiles into the product's own routes, its offers and plan; a product the content service does
 * not know gets the same page without branding.
 */
export default function ProductLandingPage({ route, params }: PageProps) {
  const landings = useUseCase(CONTENT.ProductLandings);
  const product = params.product ?? '';
  const query = landings.landing(product);
  const state = useQuery(query);
  const t = productMessages.useT();
  const routeTitle = usePageTitle(route);
  const landing = state.kind === 'ready' ? state.value : null;
  usePageDescription(landing?.tagline ?? t('landing.genericLead'));

  return (
    <Card>
      {landing === null ? (
        <PageTitle>{routeTitle}</PageTitle>
      ) : landing.name === null ? (
        <PageTitle>{t('landing.genericTitle', { brand: BRAND_NAME })}</PageTitle>
      ) : (
        <PageTitle translate="no">{landing.name}</PageTitle>
      )}
      <Loadable state={state} what={t('landing.what')} retry={query.reload}>
        {(landing) => <Landing landing={landing} />}
      </Loadable>
    </Card>
  );
}
