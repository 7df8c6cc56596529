import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ageInYears } from '../../../domain/shared/age';
import { describeApiError } from '../../../domain/shared/errors';
import { formatMobileNumber, parseMobileNumber } from '../../../domain/shared/mobile-number';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { Button, Card, FieldError, PageTitle } from '../../ui/controls';
import { useQuery } from '../../ui/use-query';
import { EmailVerificationField } from './EmailVerificationField';
import { ProfileCompletionMeter } from './ProfileCompletionMeter';
import { accountMessages } from './messages';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0 0 1rem;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colours.muted};
  }
  dd {
    margin: 0;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  margin-bottom: 1rem;
  img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colours.border};
  }
  h1 {
    margin: 0;
  }
  a {
    margin-left: auto;
    font-weight: 600;
  }
`;

function mobileText(raw: string): string {
  const parsed = parseMobileNumber(raw);
  return parsed.isOk() ? `+91 ${formatMobileNumber(parsed.value)}` : raw;
}

export default function MyProfilePage({ route }: PageProps) {
  const t = accountMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const profiles = useUseCase(TOKENS.Profile);
  const query = profiles.myProfile();
  const state = useQuery(query);

  return (
    <Card>
      <Top>
        {state.kind === 'ready' && state.value.profileUrl && <img src={state.value.profileUrl} alt={t('profile.photo')} />}
        <PageTitle>{title}</PageTitle>
        <Link to="/patient/edit-profile">{t('profile.edit')}</Link>
      </Top>
      {state.kind === 'loading' && <p role="status">{t('profile.loading')}</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <FieldError>{say(describeApiError(state.error))}</FieldError>
          <Button type="button" onClick={query.reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <Details>
            <dt>{t('field.name')}</dt>
            <dd translate="no">{`${state.value.firstName} ${state.value.lastName}`.trim()}</dd>
            <dt>{t('profile.mobile')}</dt>
            <dd>
              {mobileText(state.value.mobileNumber)}{' '}
              {/* A new number is proved by an SMS code first; the OTP screen brings the patient back here. */}
              <Link to="/auth/verify-otp-mobile" aria-label={t('profile.changeMobile')}>
                {t('profile.change')}
              </Link>
            </dd>
            <dt>{t('profile.email')}</dt>
            <dd>
              {state.value.email === null ? (
                t('profile.notAdded')
              ) : (
                <EmailVerificationField
                  email={state.value.email}
                  verified={state.value.emailVerified}
                />
              )}
            </dd>
            <dt>{t('profile.gender')}</dt>
            <dd>{state.value.gender ? t('gender', { gender: state.value.gender }) : t('profile.notAdded')}</dd>
            <dt>{t('field.dateOfBirth')}</dt>
            <dd>{state.value.dateOfBirth ? <BirthDate iso={state.value.dateOfBirth} /> : t('profile.notAdded')}</dd>
            <dt>{t('profile.location')}</dt>
            <dd>{[state.value.city, state.value.state, state.value.pincode].filter(Boolean).join(', ') || t('profile.notAdded')}</dd>
          </Details>
          <ProfileCompletionMeter />
        </>
      )}
    </Card>
  );
}

function BirthDate({ iso }: { iso: string }) {
  const t = accountMessages.useT();
  const locale = useLocale();
  const date = new Date(`${iso}T00:00:00`);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  const text = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  return <>{t('profile.birthDate', { date: text, age: ageInYears(date, new Date()) })}</>;
}
