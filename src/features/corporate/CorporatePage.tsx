import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  corporateRegistrationPath,
  corporateWellnessStructuredData,
  MAX_ENQUIRY_MESSAGE,
  type CorporateEnquiryForm,
} from '../../../domain/content/corporate-wellness';
import { EMPLOYEE_RANGES } from '../../../domain/content/model';
import { describeApiError } from '../../../domain/shared/errors';
import { LANGUAGES } from '../../../domain/shared/language';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, MobileNumberField, SelectField, SubmitButton, Success, TextAreaField, TextField } from '../../ui/form';
import { ContactIcon } from '../../ui/icons';
import { Loadable } from '../../ui/Loadable';
import { richText } from '../../ui/rich-text';
import { StructuredData } from '../../ui/StructuredData';
import { notSentIfInvalid } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { corporateMessages } from './messages';

/** Links one under another, spaced so each is easy to tap. */
const Partners = styled.ul`
  li + li {
    margin-top: 0.75rem;
  }
`;

const Services = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  > li {
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;

/** An employer's enquiry: checked at each field, kept as the visitor's draft until the service has it, sent once. */
function Enquiry() {
  const t = corporateMessages.useT();
  const say = useDomainText();
  const wellness = useUseCase(CONTENT.CorporateWellness);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const { formRef, values, field, busy, onSubmit, showErrors } = useForm<CorporateEnquiryForm, unknown>({
    initial: () => wellness.draft(),
    validate: (form) => wellness.validate(form),
    onStart: () => setFailure(null),
    submit: async (_valid, form) => {
      const enquired = await wellness.enquire(form);
      if (enquired.isOk()) {
        setSent({ reference: enquired.value.reference, email: form.workEmail.trim().toLowerCase() });
        return;
      }
      const error = enquired.error;
      if (error.kind === 'in-progress') return;
      if (error.kind === 'invalid') {
        showErrors(error.fields);
        return notSentIfInvalid(error);
      }
      setFailure(say(describeApiError(error)));
    },
  });
  useEffect(() => {
    if (sent === null) wellness.keepDraft(values);
  }, [wellness, sent, values]);

  if (sent !== null) {
    return (
      <Success role="status">
        <p>{richText((slots) => t('enquiry.thanks', slots), { reference: <strong>{sent.reference}</strong> })}</p>
        <p>{t('enquiry.next', { email: sent.email })}</p>
      </Success>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('enquiry.title')}>
      <Hint>{t('enquiry.lead')}</Hint>
      {failure && <FormAlert role="alert">{t('enquiry.failed', { reason: failure })}</FormAlert>}
      <TextField label={t('enquiry.company')} autoComplete="organization" {...field('companyName')} />
      <TextField label={t('enquiry.person')} autoComplete="name" {...field('contactPerson')} />
      <TextField label={t('enquiry.email')} hint={t('enquiry.emailHint')} type="email" autoComplete="work email" {...field('workEmail')} />
      <MobileNumberField hint={t('enquiry.mobileHint')} {...field('mobileNumber')} />
      <TextField label={t('enquiry.city')} autoComplete="address-level2" {...field('city')} />
      <SelectField label={t('enquiry.employees')} {...field('employees')}>
        <option value="">{t('enquiry.chooseEmployees')}</option>
        {EMPLOYEE_RANGES.map((range) => (
          <option key={range} value={range}>
            {t(`enquiry.employees.${range}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('enquiry.message')} rows={4} hint={t('enquiry.messageHint', { count: MAX_ENQUIRY_MESSAGE })} {...field('message')} />
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('enquiry.sending')} icon={<ContactIcon aria-hidden="true" />}>
          {t('enquiry.submit')}
        </SubmitButton>
      </Actions>
    </form>
  );
}

/**
 * /corporate: what we offer employers and how it goes (from the content service), the registration
 * pages of the companies already with us, and an enquiry to our corporate team.
 */
export default function CorporatePage({ route }: PageProps) {
  const t = corporateMessages.useT();
  const title = usePageTitle(route);
  const locale = useLocale();
  const wellness = useUseCase(CONTENT.CorporateWellness);
  const query = wellness.offer();
  const state = useQuery(query);
  usePageDescription(t('corporate.lead'));
  // The service writes in English: on the Hindi page its words are marked so, and left untranslated.
  const served = locale === LANGUAGES.en.locale ? {} : { lang: 'en', translate: 'no' as const };

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>{t('corporate.lead')}</p>
      <Loadable state={state} what={t('corporate.what')} retry={query.reload} reserve="100vh">
        {(offer) => (
          <>
            <StructuredData data={corporateWellnessStructuredData(offer, new URL('/corporate', window.location.origin).href, BRAND_NAME)} />
            <section aria-labelledby="corporate-offer">
              <h2 id="corporate-offer">{t('corporate.offer')}</h2>
              {locale !== LANGUAGES.en.locale && <Hint>{t('corporate.inEnglish')}</Hint>}
              <Services {...served}>
                {offer.services.map((service) => (
                  <li key={service.id}>
                    <h3>{service.title}</h3>
                    <p>{service.description}</p>
                  </li>
                ))}
              </Services>
            </section>
            <section aria-labelledby="corporate-how">
              <h2 id="corporate-how">{t('corporate.how')}</h2>
              <ol {...served}>
                {offer.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
            {offer.partners.length > 0 && (
              <section aria-labelledby="corporate-employees">
                <h2 id="corporate-employees">{t('corporate.employees', { brand: BRAND_NAME })}</h2>
                <p>{t('corporate.employeesLead')}</p>
                <Partners>
                  {offer.partners.map((partner) => (
                    <li key={partner.slug}>
                      <Link to={corporateRegistrationPath(partner.slug)}>
                        {richText((slots) => t('corporate.register', slots), { company: <span translate="no">{partner.name}</span> })}
                      </Link>
                    </li>
                  ))}
                </Partners>
                <p>
                  <Link to="/auth/login">{t('corporate.signIn')}</Link>
                </p>
              </section>
            )}
          </>
        )}
      </Loadable>
      <section aria-labelledby="corporate-enquiry">
        <h2 id="corporate-enquiry">{t('enquiry.title')}</h2>
        <Enquiry />
      </section>
    </Card>
  );
}
