import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RegistrationPartner } from '../../../domain/account/model';
import type { RouteId } from '../../../domain/navigation/routes';
import { PARTNER_NAMES } from '../../../domain/session/registration';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { describeApiError } from '../../../domain/shared/errors';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { Button, Card, PageTitle } from '../../ui/controls';
import { Actions, Aside, FormAlert } from '../../ui/form';
import { RegistrationForm } from './RegistrationForm';
import { AUTH } from '../../app/modules/auth/tokens';
import { useQuery } from '../../ui/use-query';

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
  const partner = PARTNER_BY_ROUTE[route.id] ?? null;
  return (
    <Card>
      <PageTitle>{partner ? `Register with ${PARTNER_NAMES[partner]}` : `Create your ${BRAND_NAME} account`}</PageTitle>
      {partner && (
        <Lead>
          You are registering through our partner {PARTNER_NAMES[partner]}; your account will be linked to {PARTNER_NAMES[partner]}.
        </Lead>
      )}
      <RegistrationForm source={{ partner, corporate: null }} />
    </Card>
  );
}

function CorporateRegistration({ slug }: { slug: string }) {
  const registration = useUseCase(AUTH.Registration);
  const query = registration.corporateQuery(slug);
  const state = useQuery(query);

  if (state.kind === 'loading') {
    return (
      <Card>
        <PageTitle>Corporate registration</PageTitle>
        <p role="status">Loading your company's page…</p>
      </Card>
    );
  }
  if (state.kind === 'failed' && state.error.kind !== 'unknown-corporate') {
    return (
      <Card>
        <PageTitle>Corporate registration</PageTitle>
        <FormAlert role="alert">
          <p>{describeApiError(state.error)}</p>
        </FormAlert>
        <Button type="button" onClick={query.reload}>
          Try again
        </Button>
      </Card>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Card>
        <PageTitle>We could not find this company</PageTitle>
        <p>
          The link you followed does not match any company that offers {BRAND_NAME} to its employees. Check the link your employer sent
          you, or register on your own; you can link your company later.
        </p>
        <Actions>
          <Link to="/auth/register">Register without a company</Link>
        </Actions>
        <Aside>
          Need help? Call customer care on <a href={`tel:${CUSTOMER_CARE_NUMBER.replace(/\s/g, '')}`}>{CUSTOMER_CARE_NUMBER}</a>.
        </Aside>
      </Card>
    );
  }
  const corporate = state.value;
  return (
    <Card>
      <CorporateBrand>{corporate.logoUrl && <img src={corporate.logoUrl} alt={`${corporate.name} logo`} />}</CorporateBrand>
      <PageTitle>Register with {corporate.name}</PageTitle>
      <Lead>
        {corporate.name} offers you {BRAND_NAME} as an employee benefit. Register to use it.
      </Lead>
      <RegistrationForm source={{ partner: null, corporate }} />
    </Card>
  );
}
