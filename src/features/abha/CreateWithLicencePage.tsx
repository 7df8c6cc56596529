import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { Err, Ok } from 'ts-results-es';
import { checkLicenceDocument, checkLicencePhoto, type ChosenPhoto, type LicenceDocumentInput } from '../../../domain/abha/licence-document';
import type { LicenceEnrolment, LicenceEnrolmentStep } from '../../../domain/abha/licence-enrolment';
import type { AbhaPlace } from '../../../domain/abha/model';
import { parseMobileNumber } from '../../../domain/shared/mobile-number';
import { useObservable, useUseCase } from '../../app/di';
import { ABHA } from '../../app/modules/abha/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { Button, Hint } from '../../ui/controls';
import { Actions, CheckboxField, ChoiceField, MobileNumberField, SelectField, SubmitButton, TextField } from '../../ui/form';
import { LoadFailed } from '../../ui/LoadFailed';
import { notSentIfInvalid } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';
import { useQuery } from '../../ui/use-query';
import { fieldCheck, MobileOtpForm, SignedInAbhaPage, useStepMessage } from './kit';
import { abhaMessages } from './messages';

/**
 * /Abha/create-driving: ABDM's other-document flow. Consent, the mobile and its OTP, the
 * licence's details and both photos, then the enrolment number a health facility turns into an
 * ABHA number. Like the Aadhaar number, the licence and its photos are never saved as a draft:
 * an identity document is kept nowhere (docs/decisions.md "ABHA with a driving licence").
 */
export default function CreateWithLicencePage({ route }: PageProps) {
  return (
    <SignedInAbhaPage route={route}>
      <Enrolment />
    </SignedInAbhaPage>
  );
}

function Enrolment() {
  const flow = useUseCase(ABHA.LicenceEnrolment);
  const at = useObservable(flow.step$, flow.current);
  return <Step flow={flow} at={at} />;
}

function Step({ flow, at }: { flow: LicenceEnrolment; at: LicenceEnrolmentStep }) {
  const t = abhaMessages.useT();
  switch (at.step) {
    case 'consent':
      return <ConsentStep flow={flow} />;
    case 'mobile':
      return <MobileStep flow={flow} />;
    case 'mobile-otp':
      return (
        <>
          <h2>{t('licence.mobileTitle')}</h2>
          <MobileOtpForm
            key="licence-otp"
            code={at.code}
            mobile={at.mobile}
            verify={(code) => flow.verifyMobileOtp(code)}
            resend={() => flow.resendMobileOtp()}
            submitLabel={t('licence.verify')}
            changeLabel={t('licence.change')}
            onChange={() => flow.changeMobile()}
          />
        </>
      );
    case 'document':
      return <DocumentStep flow={flow} />;
    case 'done':
      return (
        <>
          <div role="status">
            <h2>{t('licence.doneTitle')}</h2>
          </div>
          <dl>
            <dt>{t('licence.enrolmentNumber')}</dt>
            <dd translate="no">{at.enrolmentNumber}</dd>
            <dt>{t('licence.doneName')}</dt>
            <dd translate="no">{at.name}</dd>
            <dt>{t('licence.doneLicence')}</dt>
            <dd translate="no">{at.maskedLicence}</dd>
          </dl>
          <p>{t('licence.doneNext')}</p>
        </>
      );
  }
}

function ConsentStep({ flow }: { flow: LicenceEnrolment }) {
  const t = abhaMessages.useT();
  const { formRef, values, set, errors, onSubmit } = useForm({
    initial: { agree: false },
    validate: (form) => (form.agree ? Ok(true) : Err({ kind: 'invalid' as const, fields: { agree: t('licence.required') } })),
    submit: async () => flow.consent(),
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <h2>{t('licence.consentTitle')}</h2>
      <p>{t('licence.consentShared')}</p>
      <p>{t('licence.consentFacility')}</p>
      <p>{t('licence.consentKept')}</p>
      <p>
        <Link to="/Abha/create-aadhar">{t('licence.withAadhaar')}</Link>
      </p>
      <CheckboxField label={t('licence.agree')} name="agree" checked={values.agree} onChange={(e) => set('agree', e.target.checked)} error={errors.agree} />
      <Actions>
        <Button type="submit">{t('consent.continue')}</Button>
      </Actions>
    </form>
  );
}

function MobileStep({ flow }: { flow: LicenceEnrolment }) {
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
      <h2>{t('licence.mobileTitle')}</h2>
      <MobileNumberField value={values.mobile} onChange={(e) => set('mobile', e.target.value)} error={errors.mobile} hint={t('licence.mobileHint')} announce />
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('licence.sending')}>
          {t('licence.send')}
        </SubmitButton>
      </Actions>
    </form>
  );
}

const EMPTY_DOCUMENT: LicenceDocumentInput = {
  licence: '',
  firstName: '',
  middleName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  front: null,
  back: null,
  address: '',
  state: '',
  district: '',
  pincode: '',
};

function DocumentStep({ flow }: { flow: LicenceEnrolment }) {
  const t = abhaMessages.useT();
  const say = useDomainText();
  const stepMessage = useStepMessage();
  const [today] = useState(() => new Date());
  const { formRef, values, set, setValues, change, field, errors, setErrors, showErrors, busy, onSubmit } = useForm({
    initial: EMPTY_DOCUMENT,
    validate: (form) => checkLicenceDocument(form, today),
    submit: async (_document, form) => {
      const sent = await flow.submitDocument(form);
      if (sent.isOk() || sent.error.kind === 'busy') return;
      if (sent.error.kind === 'invalid') {
        showErrors(sent.error.fields);
        return notSentIfInvalid(sent.error);
      }
      showErrors({ licence: stepMessage(sent.error) });
    },
  });
  // The file is read before it is kept, so by then the form may have changed (the other side's
  // photo chosen meanwhile): the photo goes into the form as it is then, and its own message is
  // checked again at once.
  const choosePhoto = (side: 'front' | 'back') => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const photo: ChosenPhoto | null = file === undefined ? null : { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
    setValues((current) => ({ ...current, [side]: photo }));
    const checked = checkLicencePhoto(photo);
    setErrors((shown) => (shown[side] === undefined ? shown : { ...shown, [side]: checked.isErr() ? checked.error : undefined }));
  };
  const message = (text: string | undefined) => (text === undefined ? undefined : say(text));
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <h2>{t('licence.documentTitle')}</h2>
      <Hint>{t('licence.documentHint')}</Hint>
      <TextField
        label={t('licence.number')}
        {...field('licence')}
        error={message(errors.licence)}
        hint={t('licence.numberHint')}
        // Not offered to the browser's form history: an identity document's number is kept nowhere.
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
      />
      <TextField label={t('licence.firstName')} {...field('firstName')} error={message(errors.firstName)} autoComplete="given-name" />
      <TextField label={t('licence.middleName')} {...field('middleName')} error={message(errors.middleName)} autoComplete="additional-name" />
      <TextField label={t('licence.lastName')} {...field('lastName')} error={message(errors.lastName)} autoComplete="family-name" />
      <TextField label={t('licence.dob')} type="date" {...field('dateOfBirth')} error={message(errors.dateOfBirth)} autoComplete="bday" />
      <ChoiceField
        legend={t('licence.gender')}
        name="gender"
        choices={(['M', 'F', 'O'] as const).map((value) => ({ value, label: t(`gender.${value}`) }))}
        value={values.gender as 'M' | 'F' | 'O' | ''}
        onChoose={(value) => set('gender', value)}
        error={errors.gender}
      />
      {(['front', 'back'] as const).map((side) => (
        <TextField
          key={side}
          label={t(`licence.${side}`)}
          name={side}
          type="file"
          accept="image/jpeg,image/png"
          onChange={(event) => void choosePhoto(side)(event)}
          error={message(errors[side])}
          hint={values[side] === null ? t('licence.photoHint') : <span translate="no">{t('licence.photoChosen', { name: values[side].name })}</span>}
        />
      ))}
      <TextField label={t('licence.address')} {...field('address')} error={message(errors.address)} autoComplete="street-address" />
      <PlaceFields flow={flow} state={values.state} district={values.district} errors={{ state: message(errors.state), district: message(errors.district) }} onState={(state) => change({ state, district: '' })} onDistrict={(district) => set('district', district)} />
      <TextField label={t('licence.pincode')} {...field('pincode')} error={message(errors.pincode)} inputMode="numeric" autoComplete="postal-code" maxLength={7} />
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('licence.submitting')}>
          {t('licence.submit')}
        </SubmitButton>
      </Actions>
    </form>
  );
}

/** The state and its districts, from ABDM's lists; a list that failed says so at its field and offers to try again. */
function PlaceFields({
  flow,
  state,
  district,
  errors,
  onState,
  onDistrict,
}: {
  flow: LicenceEnrolment;
  state: string;
  district: string;
  errors: { state: string | undefined; district: string | undefined };
  onState: (code: string) => void;
  onDistrict: (code: string) => void;
}) {
  const t = abhaMessages.useT();
  const states = flow.states();
  const districts = flow.districts(state);
  const statesState = useQuery(states);
  const districtsState = useQuery(districts);
  const options = (places: readonly AbhaPlace[]) =>
    places.map((place) => (
      <option key={place.code} value={place.code} translate="no">
        {place.name}
      </option>
    ));
  return (
    <>
      <SelectField label={t('licence.state')} name="state" value={state} onChange={(e) => onState(e.target.value)} error={errors.state} autoComplete="address-level1">
        <option value="">{statesState.kind === 'loading' ? t('licence.statesLoading') : t('licence.choose')}</option>
        {statesState.kind === 'ready' && options(statesState.value)}
      </SelectField>
      {statesState.kind === 'failed' && <LoadFailed error={statesState.error} what={t('licence.places')} retry={states.reload} />}
      <SelectField label={t('licence.district')} name="district" value={district} onChange={(e) => onDistrict(e.target.value)} error={errors.district} disabled={districts === null} autoComplete="address-level2">
        <option value="">{districts === null ? t('licence.districtFirst') : districtsState.kind === 'loading' ? t('licence.districtsLoading') : t('licence.choose')}</option>
        {districtsState.kind === 'ready' && options(districtsState.value)}
      </SelectField>
      {districts !== null && districtsState.kind === 'failed' && <LoadFailed error={districtsState.error} what={t('licence.places')} retry={districts.reload} />}
    </>
  );
}
