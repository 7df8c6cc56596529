import { useMemo } from 'react';
import { CALL_TIMES } from '../../../domain/consultations/call-back';
import { enquiryConcernMax, type EnquiryForm, type EnquiryProgramme } from '../../../domain/consultations/programme-enquiry';
import type { RouteId } from '../../../domain/navigation/routes';
import { useUseCase } from '../../app/di';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, CheckboxField, FormAlert, SelectField, SubmitButton, Success, TextAreaField, TextField } from '../../ui/form';
import { CallBackIcon } from '../../ui/icons';
import { richText } from '../../ui/rich-text';
import { usePageDescription } from '../../ui/use-page-description';
import type en from './messages/en';
import { programmeMessages } from './messages';
import { useCallBackForm } from '../../ui/use-call-back-form';

type Key = keyof typeof en;

/** Each programme's words: its lead, what it offers and its steps, in the message catalogues. */
const PROGRAMMES: Readonly<Record<EnquiryProgramme, { lead: Key; offers: readonly Key[]; steps: readonly Key[] }>> = {
  GENOMIC_WELLNESS: {
    lead: 'genomic.lead',
    offers: ['genomic.offer.risk', 'genomic.offer.medicines', 'genomic.offer.nutrition', 'genomic.offer.family'],
    steps: ['genomic.how.call', 'genomic.how.kit', 'genomic.how.counsel', 'genomic.how.plan'],
  },
  SURGERY_CARE: {
    lead: 'surgery.lead',
    offers: ['surgery.offer.opinion', 'surgery.offer.compare', 'surgery.offer.insurance', 'surgery.offer.coordinator'],
    steps: ['surgery.how.share', 'surgery.how.review', 'surgery.how.book', 'surgery.how.recover'],
  },
  WELLNESS: {
    lead: 'wellness.lead',
    offers: ['wellness.offer.checkup', 'wellness.offer.coach', 'wellness.offer.mind', 'wellness.offer.family'],
    steps: ['wellness.how.call', 'wellness.how.checkup', 'wellness.how.plan', 'wellness.how.review'],
  },
  SENIOR_CARE: {
    lead: 'senior.lead',
    offers: ['senior.offer.doctor', 'senior.offer.medicines', 'senior.offer.tests', 'senior.offer.emergency'],
    steps: ['senior.how.call', 'senior.how.visit', 'senior.how.plan', 'senior.how.family'],
  },
};

const PROGRAMME_OF_ROUTE: Partial<Record<RouteId, EnquiryProgramme>> = {
  'genomic-wellness': 'GENOMIC_WELLNESS',
  'surgery-care': 'SURGERY_CARE',
  wellness: 'WELLNESS',
  'product-senior-care': 'SENIOR_CARE',
};

/** "Request a call back" for a programme: the one call-back request, kept as a draft until it is sent. */
function Enquiry({ programme }: { programme: EnquiryProgramme }) {
  const t = programmeMessages.useT();
  const say = useDomainText();
  const enquiries = useUseCase(CONSULTATIONS.ProgrammeEnquiries);
  const flow = useMemo(
    () => ({
      draft: () => enquiries.draft(programme),
      keepDraft: (form: EnquiryForm) => enquiries.keepDraft(programme, form),
      validate: (form: EnquiryForm) => enquiries.validate(programme, form),
      submit: (form: EnquiryForm) => enquiries.submit(programme, form),
    }),
    [enquiries, programme],
  );
  const { formRef, values, set, field, errors, busy, onSubmit, failure, receipt } = useCallBackForm(flow);

  if (receipt !== null) {
    const mobile = receipt.form.mobileNumber.replace(/\D/g, '').slice(-10);
    const minutes = receipt.receipt.callWithinMinutes;
    return (
      <Success role="status">
        <p>{richText((slots) => t('enquiry.thanks', slots), { reference: <strong>{receipt.receipt.reference}</strong> })}</p>
        <p>{minutes !== null ? t('enquiry.callWithin', { mobile, minutes }) : t('enquiry.callAt', { mobile, time: say(receipt.form.preferredTime) })}</p>
      </Success>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('enquiry.title')}>
      <Hint>{t('enquiry.lead')}</Hint>
      {failure && <FormAlert role="alert">{t('enquiry.failed', { reason: failure })}</FormAlert>}
      <TextField label={t('enquiry.name')} autoComplete="name" {...field('name')} />
      <TextField label={t('enquiry.mobile')} hint={t('enquiry.mobileHint')} type="tel" inputMode="numeric" autoComplete="tel-national" {...field('mobileNumber')} />
      <SelectField label={t('enquiry.when')} {...field('preferredTime')}>
        {CALL_TIMES.map((time) => (
          <option key={time} value={time}>
            {say(time)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('enquiry.concern')} hint={t('enquiry.concernHint', { max: enquiryConcernMax(programme) })} {...field('concern')} />
      <CheckboxField label={t('enquiry.consent')} checked={values.consent} onChange={(event) => set('consent', event.target.checked)} error={errors.consent} />
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('enquiry.sending')} icon={<CallBackIcon aria-hidden="true" />}>
          {t('enquiry.submit')}
        </SubmitButton>
      </Actions>
    </form>
  );
}

/** /genomic-wellness, /surgery-care, /wellness and /{product}/senior-care: what the programme offers, how it goes, and a call back from our care team. */
export default function ProgrammePage({ route }: PageProps) {
  const t = programmeMessages.useT();
  const title = usePageTitle(route);
  const programme = PROGRAMME_OF_ROUTE[route.id] ?? 'GENOMIC_WELLNESS';
  const words = PROGRAMMES[programme];
  usePageDescription(t(words.lead));

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>{t(words.lead)}</p>
      <section aria-labelledby="programme-offers">
        <h2 id="programme-offers">{t('programme.offers')}</h2>
        <ul>
          {words.offers.map((offer) => (
            <li key={offer}>{t(offer)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="programme-how">
        <h2 id="programme-how">{t('programme.how')}</h2>
        <ol>
          {words.steps.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="programme-enquiry">
        <h2 id="programme-enquiry">{t('enquiry.title')}</h2>
        <Enquiry programme={programme} />
      </section>
    </Card>
  );
}
