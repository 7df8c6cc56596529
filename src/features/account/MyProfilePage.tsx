import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ageInYears } from '../../../domain/shared/age';
import { describeApiError } from '../../../domain/shared/errors';
import { formatMobileNumber, parseMobileNumber } from '../../../domain/shared/mobile-number';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { Button, Card, FieldError, PageTitle } from '../../ui/controls';
import { useQuery } from '../../ui/use-query';
import { EmailVerificationField } from './EmailVerificationField';
import { ProfileCompletionMeter } from './ProfileCompletionMeter';

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

const GENDER = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' } as const;

function mobileText(raw: string): string {
  const parsed = parseMobileNumber(raw);
  return parsed.isOk() ? `+91 ${formatMobileNumber(parsed.value)}` : raw;
}

export default function MyProfilePage() {
  const profiles = useUseCase(TOKENS.Profile);
  const query = profiles.myProfile();
  const state = useQuery(query);

  return (
    <Card>
      <Top>
        {state.kind === 'ready' && state.value.profileUrl && <img src={state.value.profileUrl} alt="Your profile photo" />}
        <PageTitle>My Profile</PageTitle>
        <Link to="/patient/edit-profile">Edit profile</Link>
      </Top>
      {state.kind === 'loading' && <p role="status">Loading your profile…</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <FieldError>{describeApiError(state.error)}</FieldError>
          <Button type="button" onClick={query.reload}>
            Try again
          </Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <Details>
            <dt>Name</dt>
            <dd>{`${state.value.firstName} ${state.value.lastName}`.trim()}</dd>
            <dt>Mobile</dt>
            <dd>
              {mobileText(state.value.mobileNumber)}{' '}
              {/* A new number is proved by an SMS code first; the OTP screen brings the patient back here. */}
              <Link to="/auth/verify-otp-mobile" aria-label="Change mobile number">
                Change
              </Link>
            </dd>
            <dt>E-mail</dt>
            <dd>
              {state.value.email === null ? (
                'Not added yet'
              ) : (
                <EmailVerificationField
                  email={state.value.email}
                  verified={state.value.emailVerified}
                />
              )}
            </dd>
            <dt>Gender</dt>
            <dd>{state.value.gender ? GENDER[state.value.gender] : 'Not added yet'}</dd>
            <dt>Date of birth</dt>
            <dd>{state.value.dateOfBirth ? <BirthDate iso={state.value.dateOfBirth} /> : 'Not added yet'}</dd>
            <dt>Location</dt>
            <dd>{[state.value.city, state.value.state, state.value.pincode].filter(Boolean).join(', ') || 'Not added yet'}</dd>
          </Details>
          <ProfileCompletionMeter />
        </>
      )}
    </Card>
  );
}

function BirthDate({ iso }: { iso: string }) {
  const date = new Date(`${iso}T00:00:00`);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  const text = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  return (
    <>
      {text} ({ageInYears(date, new Date())} years)
    </>
  );
}
