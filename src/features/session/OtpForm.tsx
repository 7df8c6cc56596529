import type { VerifiedOutcome } from '../../../domain/session/otp-verification';
import type { Pending } from '../../../domain/session/pending-verification';
import { formatMobileNumber } from '../../../domain/shared/mobile-number';
import { useUseCase } from '../../app/di';
import { AUTH } from '../../app/modules/auth/tokens';
import { OtpCodeForm } from '../../ui/OtpCodeForm';
import { sessionMessages } from './messages';

export interface OtpFormProps {
  pending: Pending;
  /** The verify button, e.g. 'Verify and log in'. */
  submitLabel: string;
  onVerified: (outcome: VerifiedOutcome) => void;
  /** Back to the step that asked for the number (which keeps it in its field). */
  onChangeNumber: () => void;
}

/** The OTP step of the mobile flows, over OtpVerification and the pending number. */
export function OtpForm({ pending, submitLabel, onVerified, onChangeNumber }: OtpFormProps) {
  const otp = useUseCase(AUTH.OtpVerification);
  const t = sessionMessages.useT();
  return (
    <OtpCodeForm
      code={pending}
      sentTo={`+91 ${formatMobileNumber(pending.mobileNumber)}`}
      verify={(code) => otp.verify(code)}
      resend={() => otp.resend()}
      submitLabel={submitLabel}
      onVerified={onVerified}
      changeLabel={t('changeNumber')}
      onChange={onChangeNumber}
    />
  );
}
