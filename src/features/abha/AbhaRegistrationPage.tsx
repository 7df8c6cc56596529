import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, PageTitle } from '../../ui/controls';
import { abhaMessages } from './messages';

const Ways = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  li {
    border: 1px solid #d0d7e2;
    border-radius: 8px;
    padding: 1rem;
  }
  a {
    font-weight: 600;
    font-size: 1.1rem;
  }
  p {
    margin: 0.35rem 0 0;
  }
`;

/** /Abha/abhaRegistration: what ABHA is, and the two ways to create one. */
export default function AbhaRegistrationPage({ route }: PageProps) {
  const title = usePageTitle(route);
  const t = abhaMessages.useT();
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>{t('intro')}</p>
      <h2>{t('choose.legend')}</h2>
      <Ways>
        <li>
          <Link to="/Abha/create-aadhar">{t('choose.aadhaar')}</Link>
          <p>{t('choose.aadhaarText')}</p>
        </li>
        <li>
          <Link to="/Abha/create-driving">{t('choose.driving')}</Link>
          <p>{t('choose.drivingText')}</p>
        </li>
      </Ways>
      <p>
        <Link to="/Abha/abharetrive">{t('choose.retrieve')}</Link> · <Link to="/Abha/abha">{t('choose.mine')}</Link>
      </p>
    </Card>
  );
}
