import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { headerItems } from '../../../domain/session/menus';
import { BRAND_NAME } from '../../app/brand';
import { useMenuContext } from '../../app/shell/use-menu-context';
import { IconDisc } from '../../ui/controls';
import { usePageDescription } from '../../ui/use-page-description';
import { ConsultationIcon, LabTestIcon, MedicineIcon, MentalWellnessIcon } from '../../ui/icons';
import { homeMessages } from './messages';

const Hero = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colours.primary}, ${({ theme }) => theme.colours.primaryDark});
  color: #fff;
  border-radius: ${({ theme }) => theme.radius};
  padding: clamp(1.5rem, 5vw, 3rem);
  h1 {
    font-size: clamp(1.6rem, 4vw, 2.6rem);
    margin: 0 0 0.75rem;
    line-height: 1.2;
  }
  p {
    font-size: 1.1rem;
    margin: 0 0 1.25rem;
    max-width: 40rem;
  }
  a {
    display: inline-block;
    background: #fff;
    color: ${({ theme }) => theme.colours.primary};
    font-weight: 700;
    padding: 0.75rem 1.25rem;
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
  }
`;

const Services = styled.ul`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  list-style: none;
  padding: 0;
  margin: 2rem 0 0;
  li a {
    display: block;
    height: 100%;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 1.25rem;
    color: ${({ theme }) => theme.colours.text};
    text-decoration: none;
  }
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.35rem;
    color: ${({ theme }) => theme.colours.primary};
  }
  p {
    margin: 0;
  }
  ${IconDisc} {
    margin-bottom: 0.75rem;
  }
`;

const SERVICES = [
  { id: 'consult', Icon: ConsultationIcon, to: '/bookSpecialist' },
  { id: 'medicine', Icon: MedicineIcon, to: '/search-medicine' },
  { id: 'diagnostics', Icon: LabTestIcon, to: '/diagnostics' },
  { id: 'wellness', Icon: MentalWellnessIcon, to: '/mental-wellness' },
] as const;

export default function LandingPage() {
  const context = useMenuContext();
  const t = homeMessages.useT();
  // Search results and shared links describe the home page in the language it is read in.
  usePageDescription(t('intro', { brand: BRAND_NAME }));
  const visible = new Set(headerItems(context).map((item) => item.id));
  const services = SERVICES.filter((s) => (s.id === 'medicine' || s.id === 'diagnostics' ? visible.has(s.id) : true));
  return (
    <>
      <Hero>
        <h1>{t('title')}</h1>
        <p>{t('intro', { brand: BRAND_NAME })}</p>
        <Link to="/bookSpecialist">{t('cta')}</Link>
      </Hero>
      <Services aria-label={t('services')}>
        {services.map((service) => (
          <li key={service.id}>
            <Link to={service.to}>
              <IconDisc>
                <service.Icon />
              </IconDisc>
              <h2>{t(`${service.id}.title`)}</h2>
              <p>{t(`${service.id}.text`)}</p>
            </Link>
          </li>
        ))}
      </Services>
    </>
  );
}
