import { useId, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { checkNewPassword } from '../../../domain/session/password-recovery';
import { describeApiError } from '../../../domain/shared/errors';
import { formatMobileNumber, type MobileNumber } from '../../../domain/shared/mobile-number';
import { useUseCase } from '../../app/di';
import { AUTH } from '../../app/modules/auth/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, SubmitButton, Success, TextField } from '../../ui/form';
import { useForm } from '../../ui/use-form';
import { PasswordRules } from '../../ui/PasswordRules';
import { useDomainText } from '../../i18n/domain-text';
import { type AuthNavigationState } from './auth-kit';
import { sessionMessages } from './messages';

/** /auth/create-password: the new password, allowed by the verified reset code. */
export default function CreatePasswordPage() {
  const recovery = useUseCase(AUTH.PasswordRecovery);
  const [allowed] = useState(() => recovery.hasResetToken);
  const [mobile] = useState(() => recovery.mobileNumber);
  // `message` is the domain's or the server's words; none means the reset code is gone (the page was reloaded or it was used).
  const [formError, setFormError] = useState<{ message: string | null; restart: boolean } | null>(null);
  const t = sessionMessages.useT();
  const say = useDomainText();
  const [done, setDone] = useState<MobileNumber | null>(null);
  const rulesId = useId();
  const { formRef, values, field, showErrors, busy, onSubmit } = useForm({
    initial: { password: '', confirm: '' },
    validate: checkNewPassword,
    onStart: () => setFormError(null),
    submit: async (_valid, form) => {
      const result = await recovery.createPassword(form.password, form.confirm);
      if (result.isOk()) {
        setDone(result.value);
        return;
      }
      const error = result.error;
      if (error.kind === 'invalid-fields') {
        showErrors(error.fields);
        return 'not-sent';
      } else if (error.kind === 'no-reset-token') {
        setFormError({ message: null, restart: true });
      } else {
        // A refusal here means the reset token is spent or expired: only a new code helps.
        setFormError({ message: describeApiError(error), restart: error.kind === 'rejected' });
      }
    },
  });

  if (done !== null) {
    return (
      <Card>
        <PageTitle>{t('newPassword.doneTitle')}</PageTitle>
        <Success role="status">
          <p>{t('newPassword.done', { number: `+91 ${formatMobileNumber(done)}` })}</p>
          <Link to="/auth/login">{t('newPassword.logIn')}</Link>
        </Success>
      </Card>
    );
  }
  if (!allowed) {
    return <Navigate to="/auth/forgot-password" replace state={{ notice: 'notice.resetExpired' } satisfies AuthNavigationState} />;
  }

  return (
    <Card>
      <PageTitle>{t('newPassword.title')}</PageTitle>
      {mobile && <p>{t('newPassword.forAccount', { number: `+91 ${formatMobileNumber(mobile)}` })}</p>}
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('newPassword.password')}
          {...field('password')}
          name="new-password"
          type="password"
          autoComplete="new-password"
          describedByExtra={rulesId}
        />
        <PasswordRules id={rulesId} password={values.password} />
        <TextField label={t('newPassword.confirm')} {...field('confirm')} name="confirm-password" type="password" autoComplete="new-password" />
        {formError && (
          <FormAlert role="alert">
            <p>
              {formError.message === null ? t('notice.resetExpired') : say(formError.message)}{' '}
              {formError.restart && <Link to="/auth/forgot-password">{t('newPassword.startAgain')}</Link>}
            </p>
          </FormAlert>
        )}
        <Actions>
          <SubmitButton busy={busy} busyLabel={t('newPassword.saving')}>
            {t('newPassword.save')}
          </SubmitButton>
        </Actions>
      </form>
    </Card>
  );
}
