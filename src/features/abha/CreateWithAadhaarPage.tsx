import { Link } from 'react-router-dom';
import { Err, Ok } from 'ts-results-es';
import { parseAadhaar } from '../../../domain/abha/aadhaar';
import { abhaAddressOf, parseAbhaAddressName } from '../../../domain/abha/abha-number';
import type { AbhaEnrolment, AddressCheck, EnrolmentStep } from '../../../domain/abha/enrolment';
import { parseMobileNumber } from '../../../domain/shared/mobile-number';
import { useObservable, useUseCase } from '../../app/di';
import { ABHA } from '../../app/modules/abha/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { Button, Hint } from '../../ui/controls';
import { Actions, CheckboxField, MobileNumberField, SubmitButton, TextField } from '../../ui/form';
import { OtpCodeForm } from '../../ui/OtpCodeForm';
import { richText } from '../../ui/rich-text';
import { notSentIfInvalid } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';
import { AbhaCardView } from './AbhaCardView';
import { AadhaarField, fieldCheck, MobileOtpForm, NumberStepForm, SignedInAbhaPage, useStepMessage } from './kit';
import { abhaMessages } from './messages';

/**
 * /Abha/create-aadhar: ABDM's consent, the Aadhaar number, its OTP, the mobile to link, the ABHA
 * address, then the card. The Aadhaar number lives only in the field's state while it is typed
 * and in the enrolment until its OTP is verified; it is never saved as a draft (docs/decisions.md).
 */
export default function CreateWithAadhaarPage({ route }: PageProps) {
  return (
    <SignedInAbhaPage route={route}>
      <Enrolment />
    </SignedInAbhaPage>
  );
}

function Enrolment() {
  const flow = useUseCase(ABHA.AbhaEnrolment);
  const at = useObservable(flow.step$, flow.current);
  return <Step flow={flow} at={at} />;
}

function Step({ flow, at }: { flow: AbhaEnrolment; at: EnrolmentStep }) {
  const t = abhaMessages.useT();
  switch (at.step) {
    case 'consent':
      return <ConsentStep flow={flow} />;
    case 'aadhaar':
      return <AadhaarStep flow={flow} />;
    case 'aadhaar-otp':
      return (
        <>
          <h2>{t('aadhaar.title')}</h2>
          <p translate="no">{t('aadhaar.entered', { masked: at.maskedAadhaar })}</p>
          <OtpCodeForm
            key="aadhaar-otp"
            code={at.code}
            sentTo={at.maskedMobile}
            verify={(code) => flow.verifyAadhaarOtp(code)}
            resend={() => flow.resendAadhaarOtp()}
            submitLabel={t('aadhaar.verify')}
            onVerified={() => undefined}
            changeLabel={t('aadhaar.change')}
            onChange={() => flow.changeAadhaar()}
          />
        </>
      );
    case 'mobile':
      return <MobileStep flow={flow} name={at.name} />;
    case 'mobile-otp':
      return (
        <>
          <h2>{t('mobile.title')}</h2>
          <MobileOtpForm
            key="mobile-otp"
            code={at.code}
            mobile={at.mobile}
            verify={(code) => flow.verifyMobileOtp(code)}
            resend={() => flow.resendMobileOtp()}
            submitLabel={t('mobile.verify')}
            changeLabel={t('mobile.change')}
            onChange={() => flow.changeMobile()}
          />
        </>
      );
    case 'address':
      return <AddressStep flow={flow} suggestions={at.suggestions} />;
    case 'done':
      return (
        <>
          <p role="status">{t('card.created')}</p>
          <AbhaCardView card={at.card} />
          <Link to="/Abha/abha">{t('card.see')}</Link>
        </>
      );
  }
}

function ConsentStep({ flow }: { flow: AbhaEnrolment }) {
  const t = abhaMessages.useT();
  const { formRef, values, set, errors, onSubmit } = useForm({
    initial: { agree: false },
    validate: (form) => (form.agree ? Ok(true) : Err({ kind: 'invalid' as const, fields: { agree: t('consent.required') } })),
    submit: async () => flow.consent(),
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <h2>{t('consent.title')}</h2>
      <p>{t('consent.shared')}</p>
      <p>{t('consent.voluntary')}</p>
      <p>
        <Link to="/Abha/create-driving">{t('consent.alternative')}</Link>
      </p>
      <p>{t('consent.kept')}</p>
      <CheckboxField label={t('consent.agree')} name="agree" checked={values.agree} onChange={(e) => set('agree', e.target.checked)} error={errors.agree} />
      <Actions>
        <Button type="submit">{t('consent.continue')}</Button>
      </Actions>
    </form>
  );
}

function AadhaarStep({ flow }: { flow: AbhaEnrolment }) {
  const t = abhaMessages.useT();
  return (
    <NumberStepForm
      field="aadhaar"
      parse={parseAadhaar}
      submit={(aadhaar) => flow.submitAadhaar(aadhaar)}
      intro={<h2>{t('aadhaar.title')}</h2>}
      sendLabel={t('aadhaar.send')}
      sendingLabel={t('aadhaar.sending')}
    >
      {({ value, set, error }) => <AadhaarField value={value} onChange={set} error={error} />}
    </NumberStepForm>
  );
}

function MobileStep({ flow, name }: { flow: AbhaEnrolment; name: string }) {
  const t = abhaMessages.useT();
  const stepMessage = useStepMessage();
  const { formRef, values, set, errors, showErrors, busy, onSubmit } = useForm({
    initial: { mobile: '' },
    validate: (form) => fieldCheck('mobile', parseMobileNumber(form.mobile)),
    submit: async (mobile) => {
      const linked = await flow.submitMobile(mobile);
      if (linked.isOk() || linked.error.kind === 'busy') return;
      showErrors({ mobile: stepMessage(linked.error) });
      return notSentIfInvalid(linked.error);
    },
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <p role="status">{richText((values) => t('mobile.hello', values), { name: <span translate="no">{name}</span> })}</p>
      <h2>{t('mobile.title')}</h2>
      <MobileNumberField value={values.mobile} onChange={(e) => set('mobile', e.target.value)} error={errors.mobile} hint={t('mobile.hint')} announce />
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('mobile.checking')}>
          {t('mobile.continue')}
        </SubmitButton>
      </Actions>
    </form>
  );
}

function AddressStatus({ check }: { check: AddressCheck }) {
  const t = abhaMessages.useT();
  switch (check.kind) {
    case 'checking':
      return <>{t('address.checking', { address: abhaAddressOf(check.name) })}</>;
    case 'available':
      return <>{t('address.available', { address: abhaAddressOf(check.name) })}</>;
    case 'taken':
      return <>{t('address.taken', { address: abhaAddressOf(check.name) })}</>;
    case 'failed':
      return <>{t('address.failed')}</>;
    default:
      return null;
  }
}

function AddressStep({ flow, suggestions }: { flow: AbhaEnrolment; suggestions: string[] }) {
  const t = abhaMessages.useT();
  const say = useDomainText();
  const stepMessage = useStepMessage();
  const check = useObservable(flow.addressCheck$, { kind: 'idle' });
  const { formRef, values, set, errors, showErrors, busy, onSubmit } = useForm({
    initial: { address: '' },
    validate: (form) => fieldCheck('address', parseAbhaAddressName(form.address)),
    submit: async (name) => {
      const created = await flow.createAbha(name);
      if (created.isOk() || created.error.kind === 'busy') return;
      showErrors({ address: stepMessage(created.error) });
      return notSentIfInvalid(created.error);
    },
  });
  const type = (text: string) => {
    set('address', text);
    flow.typeAddress(text);
  };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <h2>{t('address.title')}</h2>
      <TextField
        label={t('address.label')}
        name="abha-address"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={values.address}
        onChange={(e) => type(e.target.value)}
        error={errors.address ?? (check.kind === 'invalid' ? say(check.message) : undefined)}
        hint={t('address.hint')}
      />
      <Hint role="status" aria-live="polite">
        <AddressStatus check={check} />
      </Hint>
      {suggestions.length > 0 && (
        <section aria-labelledby="abha-suggestions">
          <h3 id="abha-suggestions">{t('address.suggestions')}</h3>
          <Actions>
            {suggestions.map((address) => (
              <Button key={address} type="button" $variant="secondary" aria-label={t('address.use', { address })} onClick={() => type(address)}>
                <span translate="no">{address}</span>
              </Button>
            ))}
          </Actions>
        </section>
      )}
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('address.creating')}>
          {t('address.create')}
        </SubmitButton>
      </Actions>
    </form>
  );
}
