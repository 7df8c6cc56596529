import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { validateNumberForm } from '../../../domain/session/number-form';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { AUTH } from '../../app/modules/auth/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { Actions, Aside, MobileNumberField, Notice, SubmitButton } from '../../ui/form';
import { useForm } from '../../ui/use-form';
import { useRouteNotice } from './auth-kit';
import { sessionMessages } from './messages';
import { richText } from '../../ui/rich-text';

/** /auth/forgot-password: the number that gets the reset code. */
export default function ForgotPasswordPage() {
  const recovery = useUseCase(AUTH.PasswordRecovery);
  const store = useUseCase(AUTH.PendingVerification);
  const navigate = useNavigate();
  const notice = useRouteNotice();
  // A refusal the number's own rules do not cover (not registered, the server's word) is said at the field too.
  const [failure, setFailure] = useState<{ kind: 'said' | 'not-found'; message: string } | null>(null);
  const t = sessionMessages.useT();
  const { formRef, values, set, errors, busy, onSubmit } = useForm({
    initial: { mobile: store.draftNumber ?? '' },
    validate: validateNumberForm,
    onStart: () => setFailure(null),
    submit: async (_valid, form) => {
      const result = await recovery.requestReset(form.mobile);
      if (result.isOk()) {
        void navigate('/auth/verify-otp-password-reset');
        return;
      }
      const refusal = result.error;
      if (refusal.kind === 'invalid') {
        setFailure({ kind: 'said', message: refusal.message });
        return 'not-sent';
      }
      if (refusal.kind === 'not-found') setFailure({ kind: 'not-found', message: refusal.message });
      else setFailure({ kind: 'said', message: describeApiError(refusal) });
    },
  });

  return (
    <Card>
      <PageTitle>{t('forgot.title')}</PageTitle>
      <p>{t('forgot.lead')}</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        {notice && <Notice role="status">{notice}</Notice>}
        <MobileNumberField
          value={values.mobile}
          onChange={(e) => set('mobile', e.target.value)}
          error={
            failure?.kind === 'not-found'
              ? richText((values) => t('forgot.notFound', { ...values, message: failure.message }), {
                  register: <Link to="/auth/register">{t('registerWithNumber')}</Link>,
                })
              : (failure?.message ?? errors.mobile)
          }
          announce
        />
        <Actions>
          <SubmitButton busy={busy} busyLabel={t('sendingCode')}>
            {t('sendCode')}
          </SubmitButton>
        </Actions>
      </form>
      <Aside>{richText((values) => t('forgot.remembered', values), { backToLogIn: <Link to="/auth/login">{t('forgot.backToLogIn')}</Link> })}</Aside>
    </Card>
  );
}
