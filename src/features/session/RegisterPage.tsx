import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RegistrationPartner } from '../../../domain/account/model';
import type { RouteId } from '../../../domain/navigation/routes';
import { PARTNER_NAMES } from '../../../domain/session/registration';
import { describeApiError } from '../../../domain/shared/errors';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { Button, Card, PageTitle } from '../../ui/controls';
import { Actions, Aside, FormAlert } from '../../ui/form';
import { RegistrationForm } from './RegistrationForm';
import { AUTH } from '../../app/modules/auth/tokens';
import { useQuery } from '../../ui/use-query';
import { useDomainText } from '../../i18n/domain-text';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { richText } from '../../ui/rich-text';
import { sessionMessages } from './messages';

const PARTNER_BY_ROUTE: Readonly<Partial<Record<RouteId, RegistrationPartner>>> = {
  'auth-register-timesprime': 'timesprime',
  'auth-register-icicibank': 'icicibank',
  'auth-register-flipkarthealth': 'flipkarthealth',
  'auth-register-fkh': 'fkh',
};

const Lead = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colours.muted};
`;

const CorporateBrand = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  img {
    height: 40px;
    width: auto;
  }
`;

/**
 * /auth/register, its partner variants (/timesprime, /icicibank, /flipkarthealth, /fkh) and
 * /auth/register/corporate/{corporate}.
 */
export default function RegisterPage({ route, params }: PageProps) {
  if (route.id === 'auth-register-corporate') return <CorporateRegistration slug={params.corporate ?? ''} />;
  return <Registration partner={PARTNER_BY_ROUTE[route.id] ?? null} />;
}

function Registration({ partner }: { partner: RegistrationPartner | null }) {
  const t = sessionMessages.useT();
  const say = useDomainText();
  const name = partner && say(PARTNER_NAMES[partner]);
  return (
    <Card>
      <PageTitle>{name ? t('register.with', { name }) : t('register.title', { brand: BRAND_NAME })}</PageTitle>
      {name && <Lead>{t('register.throughPartner', { partner: name })}</Lead>}
      <RegistrationForm source={{ partner, corporate: null }} />
    </Card>
  );
}

function CorporateRegistration({ slug }: { slug: string }) {
  const registration = useUseCase(AUTH.Registration);
  const query = registration.corporateQuery(slug);
  const state = useQuery(query);
  const t = sessionMessages.useT();
  const say = useDomainText();

  if (state.kind === 'loading') {
    return (
      <Card>
        <PageTitle>{t('corporate.title')}</PageTitle>
        <p role="status">{t('corporate.loading')}</p>
      </Card>
    );
  }
  if (state.kind === 'failed' && state.error.kind !== 'unknown-corporate') {
    return (
      <Card>
        <PageTitle>{t('corporate.title')}</PageTitle>
        <FormAlert role="alert">
          <p>{say(describeApiError(state.error))}</p>
        </FormAlert>
        <Button type="button" onClick={query.reload}>
          {t('tryAgain')}
        </Button>
      </Card>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Card>
        <PageTitle>{t('corporate.unknownTitle')}</PageTitle>
        <p>{t('corporate.unknown', { brand: BRAND_NAME })}</p>
        <Actions>
          <Link to="/auth/register">{t('corporate.withoutCompany')}</Link>
        </Actions>
        <Aside>{richText((values) => t('corporate.help', values), { number: <CareNumberLink /> })}</Aside>
      </Card>
    );
  }
  const corporate = state.value;
  // The company's name is the server's, shown as it is sent.
  const company = <span translate="no">{corporate.name}</span>;
  return (
    <Card>
      <CorporateBrand>{corporate.logoUrl && <img src={corporate.logoUrl} alt={t('corporate.logo', { name: corporate.name })} />}</CorporateBrand>
      <PageTitle>{richText((values) => t('register.with', values), { name: company })}</PageTitle>
      <Lead>{richText((values) => t('corporate.lead', { ...values, brand: BRAND_NAME }), { name: company })}</Lead>
      <RegistrationForm source={{ partner: null, corporate }} />
    </Card>
  );
}
