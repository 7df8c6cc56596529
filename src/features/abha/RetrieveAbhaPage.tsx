import { Link } from 'react-router-dom';
import type { AbhaRetrieval, RetrievalStep } from '../../../domain/abha/retrieval';
import { parseMobileNumber } from '../../../domain/shared/mobile-number';
import { useObservable, useUseCase } from '../../app/di';
import { ABHA } from '../../app/modules/abha/tokens';
import type { PageProps } from '../../app/pages';
import { Button } from '../../ui/controls';
import { Actions, MobileNumberField, SubmitButton } from '../../ui/form';
import { notSentIfInvalid } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';
import { fieldCheck, MobileOtpForm, SignedInAbhaPage, useStepMessage } from './kit';
import { abhaMessages } from './messages';

const spaced = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** /Abha/abharetrive: forgot ABHA number, found by an OTP to the mobile it was made with. */
export default function RetrieveAbhaPage({ route }: PageProps) {
  return (
    <SignedInAbhaPage route={route}>
      <Retrieve />
    </SignedInAbhaPage>
  );
}

function Retrieve() {
  const flow = useUseCase(ABHA.AbhaRetrieval);
  const at = useObservable(flow.step$, flow.current);
  return <Step flow={flow} at={at} />;
}

function Step({ flow, at }: { flow: AbhaRetrieval; at: RetrievalStep }) {
  const t = abhaMessages.useT();
  switch (at.step) {
    case 'mobile':
      return <MobileStep flow={flow} />;
    case 'otp':
      return (
        <MobileOtpForm
          code={at.code}
          mobile={at.mobile}
          verify={(code) => flow.verifyOtp(code)}
          resend={() => flow.resendOtp()}
          submitLabel={t('retrieve.verify')}
          changeLabel={t('retrieve.change')}
          onChange={() => flow.restart()}
        />
      );
    case 'found':
      return (
        <>
          {at.accounts.length === 0 ? (
            <p role="status">{t('retrieve.none', { mobile: spaced(at.mobile) })}</p>
          ) : (
            <section aria-labelledby="abha-found">
              <h2 id="abha-found">{t('retrieve.found', { mobile: spaced(at.mobile) })}</h2>
              <ul>
                {at.accounts.map((account) => (
                  <li key={account.abhaAddress} translate="no">
                    <strong>{account.maskedAbhaNumber}</strong> · {account.name} · {account.abhaAddress}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => flow.restart()}>
              {t('retrieve.again')}
            </Button>
            <Link to="/Abha/abhaRegistration">{t('retrieve.create')}</Link>
          </Actions>
        </>
      );
  }
}

function MobileStep({ flow }: { flow: AbhaRetrieval }) {
  const t = abhaMessages.useT();
  const stepMessage = useStepMessage();
  const { formRef, values, set, errors, showErrors, busy, onSubmit } = useForm({
    initial: { mobile: '' },
    validate: (form) => fieldCheck('mobile', parseMobileNumber(form.mobile)),
    submit: async (mobile) => {
      const sent = await flow.submitMobile(mobile);
      if (sent.isOk() || sent.error.kind === 'busy') return;
      showErrors({ mobile: stepMessage(sent.error) });
      return notSentIfInvalid(sent.error);
    },
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <p>{t('retrieve.intro')}</p>
      <p>{t('retrieve.aadhaar')}</p>
      <MobileNumberField value={values.mobile} onChange={(e) => set('mobile', e.target.value)} error={errors.mobile} announce />
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('retrieve.sending')}>
          {t('retrieve.send')}
        </SubmitButton>
      </Actions>
    </form>
  );
}
