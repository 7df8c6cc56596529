import { memo } from 'react';
import styled from 'styled-components';
import { footerColumns } from '../../../domain/session/menus';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { BRAND_NAME, CONTACT_EMAIL, POSTAL_ADDRESS } from '../brand';
import { useMenuSession } from './use-menu-context';
import { menuLabels } from '../../i18n/menu-labels';
import { shellMessages } from './messages';
import { AppLink } from '../../ui/app-link';

const Wrapper = styled.footer`
  background: #0f2a5c;
  color: #f1f4fa;
  margin-top: 3rem;
  a {
    color: #fff;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  max-width: 1280px;
  margin: 0 auto;
  padding: 2rem 1rem;
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: 0.25rem 0;
  }
  address {
    font-style: normal;
  }
`;

const Bottom = styled.p`
  text-align: center;
  margin: 0;
  padding: 1rem;
  border-top: 1px solid rgb(255 255 255 / 20%);
  font-size: 0.9rem;
`;

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
] as const;

const STORES = [
  { label: 'footer.googlePlay', href: 'https://play.google.com/store' },
  { label: 'footer.appStore', href: 'https://www.apple.com/app-store/' },
] as const;

/** The same on every page of a session, so a route change leaves it as it is. */
export const Footer = memo(function Footer() {
  const columns = footerColumns(useMenuSession());
  const t = shellMessages.useT();
  const text = menuLabels.useT();
  if (columns === null) return null;
  const tel = CUSTOMER_CARE_NUMBER.replace(/\s+/g, '');
  return (
    <Wrapper>
      <Grid>
        <div>
          <h2>{BRAND_NAME}</h2>
          <address>
            <p>
              {t('footer.callUs')} <a href={`tel:${tel}`}>{CUSTOMER_CARE_NUMBER}</a>
            </p>
            <p>
              {t('footer.writeToUs')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
            <p>{POSTAL_ADDRESS}</p>
          </address>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={text(column.title)}>
            <h2>{text(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.id}>
                  <AppLink to={link.to}>{text(link.label)}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>{t('footer.follow')}</h2>
          <ul>
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
          <h2 style={{ marginTop: '1rem' }}>{t('footer.getApp')}</h2>
          <ul>
            {STORES.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {t(s.label)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Grid>
      <Bottom>{t('footer.rights', { brand: BRAND_NAME })}</Bottom>
    </Wrapper>
  );
});
