import { Link } from 'react-router-dom';
import { parseAadhaar } from '../../../domain/abha/aadhaar';
import type { AbhaRetrieval, RetrievalStep, RetrievalTarget, RetrievalWay } from '../../../domain/abha/retrieval';
import { parseMobileNumber } from '../../../domain/shared/mobile-number';
import { useObservable, useUseCase } from '../../app/di';
import { ABHA } from '../../app/modules/abha/tokens';
import type { PageProps } from '../../app/pages';
import { Button } from '../../ui/controls';
import { Actions, ChoiceField, MobileNumberField } from '../../ui/form';
import { OtpCodeForm } from '../../ui/OtpCodeForm';
import { AadhaarField, MobileOtpForm, NumberStepForm, SignedInAbhaPage } from './kit';
import { abhaMessages } from './messages';

const spaced = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/**
 * /Abha/abharetrive: forgot ABHA number, found by an OTP to the mobile it was made with or to the
 * mobile linked with Aadhaar. The Aadhaar number lives in the field's state while typed and in the
 * flow until its OTP is verified; after entry it is shown only masked (docs/decisions.md).
 */
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
    case 'start':
      return (
        <>
          <p>{t('retrieve.intro')}</p>
          <ChoiceField<RetrievalWay>
            legend={t('retrieve.way')}
            name="retrieve-way"
            choices={[
              { value: 'mobile', label: t('retrieve.byMobile') },
              { value: 'aadhaar', label: t('retrieve.byAadhaar') },
            ]}
            value={at.way}
            onChoose={(way) => flow.chooseWay(way)}
          />
          {at.way === 'mobile' ? <MobileStep key="mobile" flow={flow} /> : <AadhaarStep key="aadhaar" flow={flow} />}
        </>
      );
    case 'otp':
      return at.target.way === 'mobile' ? (
        <MobileOtpForm
          key="mobile-otp"
          code={at.code}
          mobile={at.target.mobile}
          verify={(code) => flow.verifyOtp(code)}
          resend={() => flow.resendOtp()}
          submitLabel={t('retrieve.verify')}
          changeLabel={t('retrieve.change')}
          onChange={() => flow.restart()}
        />
      ) : (
        <>
          <p translate="no">{t('aadhaar.entered', { masked: at.target.maskedAadhaar })}</p>
          <OtpCodeForm
            key="aadhaar-otp"
            code={at.code}
            sentTo={at.target.maskedMobile}
            verify={(code) => flow.verifyOtp(code)}
            resend={() => flow.resendOtp()}
            submitLabel={t('retrieve.verify')}
            onVerified={() => undefined}
            changeLabel={t('aadhaar.change')}
            onChange={() => flow.restart()}
          />
        </>
      );
    case 'found':
      return (
        <>
          {at.accounts.length === 0 ? (
            <p role="status">{t(at.target.way === 'mobile' ? 'retrieve.none' : 'retrieve.noneAadhaar', whose(at.target))}</p>
          ) : (
            <section aria-labelledby="abha-found">
              <h2 id="abha-found">{t(at.target.way === 'mobile' ? 'retrieve.found' : 'retrieve.foundAadhaar', whose(at.target))}</h2>
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
              {t(at.target.way === 'mobile' ? 'retrieve.again' : 'retrieve.againAadhaar')}
            </Button>
            <Link to="/Abha/abhaRegistration">{t('retrieve.create')}</Link>
          </Actions>
        </>
      );
  }
}

/** The words that name where the accounts were found: the mobile as people read it, or Aadhaar's mask. */
function whose(target: RetrievalTarget): { mobile: string; masked: string } {
  return target.way === 'mobile' ? { mobile: spaced(target.mobile), masked: '' } : { mobile: '', masked: target.maskedAadhaar };
}

function MobileStep({ flow }: { flow: AbhaRetrieval }) {
  const t = abhaMessages.useT();
  return (
    <NumberStepForm field="mobile" parse={parseMobileNumber} submit={(mobile) => flow.submitMobile(mobile)} sendLabel={t('retrieve.send')} sendingLabel={t('retrieve.sending')}>
      {({ value, set, error }) => <MobileNumberField value={value} onChange={(e) => set(e.target.value)} error={error} announce />}
    </NumberStepForm>
  );
}

/** The Aadhaar number, checked at the field (12 digits, not 0 or 1 first, Verhoeff's check digit) before anything is sent. */
function AadhaarStep({ flow }: { flow: AbhaRetrieval }) {
  const t = abhaMessages.useT();
  return (
    <NumberStepForm
      field="aadhaar"
      parse={parseAadhaar}
      submit={(aadhaar) => flow.submitAadhaar(aadhaar)}
      intro={<p>{t('retrieve.aadhaarKept')}</p>}
      sendLabel={t('retrieve.send')}
      sendingLabel={t('retrieve.sending')}
    >
      {({ value, set, error }) => <AadhaarField value={value} onChange={set} error={error} />}
    </NumberStepForm>
  );
}
