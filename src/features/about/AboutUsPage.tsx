import { Link } from 'react-router-dom';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { BRAND_NAME, CONTACT_EMAIL, POSTAL_ADDRESS } from '../../app/brand';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, PageTitle } from '../../ui/controls';
import { richText } from '../../ui/rich-text';
import { usePageDescription } from '../../ui/use-page-description';
import { aboutMessages } from './messages';

/**
 * /about-us: who we are and what we do, how health data is kept, and how to reach us. Fixed
 * copy in the catalogues (the spec shows none): nothing here is priced or edited daily.
 */
export default function AboutUsPage({ route }: PageProps) {
  const t = aboutMessages.useT();
  const title = usePageTitle(route);
  usePageDescription(t('lead', { brand: BRAND_NAME }));
  const tel = CUSTOMER_CARE_NUMBER.replace(/\s+/g, '');
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>{t('lead', { brand: BRAND_NAME })}</p>
      <section aria-labelledby="about-mission">
        <h2 id="about-mission">{t('mission.title')}</h2>
        <p>{t('mission.text')}</p>
      </section>
      <section aria-labelledby="about-offer">
        <h2 id="about-offer">{t('offer.title')}</h2>
        <ul>
          <li>
            <Link to="/bookSpecialist">{t('offer.consult')}</Link>
          </li>
          <li>
            <Link to="/search-medicine">{t('offer.medicines')}</Link>
          </li>
          <li>
            <Link to="/diagnostics">{t('offer.labs')}</Link>
          </li>
          <li>{t('offer.records')}</li>
        </ul>
      </section>
      <section aria-labelledby="about-care">
        <h2 id="about-care">{t('care.title')}</h2>
        <ul>
          <li>{t('care.consent')}</li>
          <li>{t('care.minimum')}</li>
        </ul>
      </section>
      <section aria-labelledby="about-reach">
        <h2 id="about-reach">{t('reach.title')}</h2>
        <address>
          <p>{richText((slots) => t('reach.call', slots), { number: <a href={`tel:${tel}`}>{CUSTOMER_CARE_NUMBER}</a> })}</p>
          <p>{richText((slots) => t('reach.write', slots), { email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> })}</p>
          <p>{t('reach.visit', { address: POSTAL_ADDRESS })}</p>
        </address>
        <p>
          <Link to="/contact-us">{t('links.contact')}</Link> · <Link to="/career">{t('links.careers')}</Link>
        </p>
      </section>
    </Card>
  );
}
