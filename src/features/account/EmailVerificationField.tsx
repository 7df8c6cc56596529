import { useState } from 'react';
import styled from 'styled-components';
import { describeApiError } from '../../../domain/shared/errors';
import { useObservable, useUseCase } from '../../app/di';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { Button, FieldError } from '../../ui/controls';
import { OtpCodeForm } from '../../ui/OtpCodeForm';
import { notSentIfInvalid, useThrottledSubmit } from '../../ui/throttled-submit';
import { accountMessages } from './messages';

export const VerifiedBadge = styled.span<{ $verified: boolean }>`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  border: 1px solid ${({ theme, $verified }) => ($verified ? theme.colours.success : theme.colours.gold)};
  color: ${({ theme, $verified }) => ($verified ? theme.colours.success : theme.colours.gold)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

export interface EmailVerificationFieldProps {
  email: string;
  verified: boolean;
}

/**
 * The e-mail address of My Profile with its state: a Verified badge, or 'Verify', which mails
 * a code and asks for it in place with the OTP step of every other flow.
 */
export function EmailVerificationField({ email, verified }: EmailVerificationFieldProps) {
  const t = accountMessages.useT();
  const say = useDomainText();
  const verification = useUseCase(ACCOUNT.ProfileEditing).emailVerification;
  const waiting = useObservable(verification.code$, verification.current);
  /** Why no code went: the address refused, or the sending failed; in the domain's words. */
  const [error, setError] = useState<{ kind: 'invalid' | 'not-sent'; text: string } | null>(null);
  const [justVerified, setJustVerified] = useState(false);
  const sending = useThrottledSubmit();
  // A code sent for this address earlier (the patient left the page and came back) is still the one to type.
  const code = waiting !== null && waiting.email === email.toLowerCase() ? waiting : null;

  const send = () => {
    sending.run(async () => {
      setError(null);
      const sent = await verification.send(email);
      if (sent.isOk() || sent.error.kind === 'busy') return;
      setError(sent.error.kind === 'invalid' ? { kind: 'invalid', text: sent.error.message } : { kind: 'not-sent', text: describeApiError(sent.error) });
      return notSentIfInvalid(sent.error);
    });
  };

  return (
    <>
      <Row>
        <span translate="no">{email}</span>
        <VerifiedBadge $verified={verified}>{verified ? t('email.verified') : t('email.notVerified')}</VerifiedBadge>
        {!verified && code === null && (
          <Button type="button" $variant="secondary" disabled={sending.busy} aria-label={t('email.verifyAddress', { email })} onClick={send}>
            {sending.busy ? t('email.sending') : t('email.verify')}
          </Button>
        )}
      </Row>
      {error && <FieldError role="alert">{error.kind === 'invalid' ? say(error.text) : t('email.notSent', { reason: say(error.text) })}</FieldError>}
      {justVerified && verified && <p role="status">{t('email.done')}</p>}
      {!verified && code !== null && (
        <OtpCodeForm
          code={code}
          sentTo={code.email}
          verify={(typed) => verification.verify(typed)}
          resend={() => verification.resend()}
          submitLabel={t('email.submit')}
          // The verification marks the profile verified wherever it is shown.
          onVerified={() => setJustVerified(true)}
          changeLabel={t('email.cancel')}
          onChange={() => verification.cancel()}
        />
      )}
    </>
  );
}
