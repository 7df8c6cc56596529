import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { UserProfile } from '../../../domain/session/model';
import { ageInYears } from '../../../domain/shared/age';
import { describeApiError, type ApiError } from '../../../domain/shared/errors';
import { formatMobileNumber, parseMobileNumber } from '../../../domain/shared/mobile-number';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { Button, Card, FieldError, PageTitle } from '../../ui/controls';
import { EmailVerificationField } from './EmailVerificationField';
import { ProfileCompletionMeter } from './ProfileCompletionMeter';

type State = { kind: 'loading' } | { kind: 'ready'; profile: UserProfile } | { kind: 'failed'; error: ApiError };

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
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void profiles.myProfile().then((result) => {
      if (!live) return;
      setState(result.isOk() ? { kind: 'ready', profile: result.value } : { kind: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [profiles, attempt]);

  return (
    <Card>
      <Top>
        {state.kind === 'ready' && state.profile.profileUrl && <img src={state.profile.profileUrl} alt="Your profile photo" />}
        <PageTitle>My Profile</PageTitle>
        <Link to="/patient/edit-profile">Edit profile</Link>
      </Top>
      {state.kind === 'loading' && <p role="status">Loading your profile…</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <FieldError>{describeApiError(state.error)}</FieldError>
          <Button
            type="button"
            onClick={() => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <Details>
            <dt>Name</dt>
            <dd>{`${state.profile.firstName} ${state.profile.lastName}`.trim()}</dd>
            <dt>Mobile</dt>
            <dd>
              {mobileText(state.profile.mobileNumber)}{' '}
              {/* A new number is proved by an SMS code first; the OTP screen brings the patient back here. */}
              <Link to="/auth/verify-otp-mobile" aria-label="Change mobile number">
                Change
              </Link>
            </dd>
            <dt>E-mail</dt>
            <dd>
              {state.profile.email === null ? (
                'Not added yet'
              ) : (
                <EmailVerificationField
                  email={state.profile.email}
                  verified={state.profile.emailVerified}
                  onVerified={() => setState({ kind: 'ready', profile: { ...state.profile, emailVerified: true } })}
                />
              )}
            </dd>
            <dt>Gender</dt>
            <dd>{state.profile.gender ? GENDER[state.profile.gender] : 'Not added yet'}</dd>
            <dt>Date of birth</dt>
            <dd>{state.profile.dateOfBirth ? <BirthDate iso={state.profile.dateOfBirth} /> : 'Not added yet'}</dd>
            <dt>Location</dt>
            <dd>{[state.profile.city, state.profile.state, state.profile.pincode].filter(Boolean).join(', ') || 'Not added yet'}</dd>
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
