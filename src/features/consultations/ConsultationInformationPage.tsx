import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { COMMON_SYMPTOMS, REASON_MAX_LENGTH, type ConsultationReason } from '../../../domain/consultations/consultation-reason';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, TextAreaField } from '../../ui/form';
import { useForm } from '../../ui/use-form';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { bookingBase, bookingQuery, readBooking } from './kit';
import { consultationsMessages } from './messages';
import { ShareRecordsPicker } from './SharedRecords';

const Symptoms = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
    min-height: 44px;
    padding: 0.3rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: 999px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colours.primary};
    background: ${({ theme }) => theme.colours.primarySoft};
  }
`;

/**
 * /book/consultation-information: symptoms and the reason, and the records to share, for the
 * doctor to read before the call. Kept as a draft of this session for the 10 minutes the spec gives its reason cookie (§9),
 * so it survives a reload and the trip to the payment; coming back shows what was written, and
 * nobody signed in after this patient ever does.
 */
export default function ConsultationInformationPage({ route }: PageProps) {
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const booking = useUseCase(CONSULTATIONS.ConsultationBooking);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const choice = readBooking(search);
  const saved = booking.reason.read();
  const base = bookingBase(route);
  const { formRef, values, errors, set, setErrors, field, showErrors, onSubmit } = useForm({
    initial: { symptoms: saved?.symptoms ?? [], reason: saved?.reason ?? '', sharedRecordIds: saved?.sharedRecordIds ?? [] },
    validate: (form: ConsultationReason) => booking.reason.validate(form),
    submit: async (_valid, form) => {
      const stored = booking.reason.save(form);
      if (stored.isErr()) {
        showErrors(stored.error.kind === 'too-many-records' ? { sharedRecordIds: stored.error.message } : { reason: stored.error.message });
        return 'not-sent';
      }
      if (choice !== null) void navigate(`${base}/summary-page?${bookingQuery(choice)}`);
    },
  });

  if (choice === null) {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>{t('book.chooseFirst')}</p>
        <Link to={`${base}/bookSpecialist`}>{t('book.findDoctor')}</Link>
      </Card>
    );
  }

  const toggle = (symptom: string, on: boolean) => {
    // A symptom is enough for the doctor: whatever was said about the reason goes.
    setErrors(({ sharedRecordIds }) => ({ sharedRecordIds }));
    set('symptoms', on ? [...values.symptoms, symptom] : values.symptoms.filter((s) => s !== symptom));
  };

  return (
    <Card>
      <PageTitle>{t('information.title')}</PageTitle>
      <Hint style={{ marginBottom: '1rem' }}>{t('information.hint')}</Hint>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Symptoms>
          <legend>{t('information.symptoms')}</legend>
          <div>
            {COMMON_SYMPTOMS.map((symptom) => (
              <label key={symptom}>
                <input type="checkbox" checked={values.symptoms.includes(symptom)} onChange={(e) => toggle(symptom, e.target.checked)} />
                {say(symptom)}
              </label>
            ))}
          </div>
        </Symptoms>
        <TextAreaField
          label={t('book.reason')}
          {...field('reason')}
          hint={t('information.reasonHint', { max: REASON_MAX_LENGTH })}
          maxLength={REASON_MAX_LENGTH + 50}
        />
        <ShareRecordsPicker
          memberId={choice.famId}
          chosen={values.sharedRecordIds}
          error={errors.sharedRecordIds && say(errors.sharedRecordIds)}
          onChange={(ids) => set('sharedRecordIds', ids)}
        />
        <Actions>
          <Button type="submit">{t('information.continue')}</Button>
        </Actions>
      </form>
    </Card>
  );
}
