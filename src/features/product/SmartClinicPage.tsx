import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CALL_TIMES, type CallBackReceipt } from '../../../domain/consultations/call-back';
import { visitConcernMax, type SmartClinicVisitForm } from '../../../domain/consultations/smart-clinic-visit';
import { productServicePath } from '../../../domain/content/product-landing';
import { directionsUrl, telHref } from '../../../domain/places/rules';
import { findSmartClinics, smartClinicSearchError, type SmartClinic } from '../../../domain/places/smart-clinics';
import { to12Hour } from '../../../domain/shared/time';
import { useUseCase } from '../../app/di';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { PLACES } from '../../app/modules/places/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, CheckboxField, FormAlert, SelectField, SubmitButton, Success, TextAreaField, TextField } from '../../ui/form';
import { CallBackIcon, CustomerCareIcon, LocationIcon, VideoCallIcon } from '../../ui/icons';
import { Loadable } from '../../ui/Loadable';
import { Plain } from '../../ui/Plain';
import { richText } from '../../ui/rich-text';
import { Tag } from '../../ui/Tag';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { productMessages } from './messages';
import { useCallBackForm } from '../../ui/use-call-back-form';

const Clinics = styled(Plain)`
  display: grid;
  gap: 0.75rem;
`;

const ClinicCard = styled(Card)`
  display: grid;
  gap: 0.35rem;
  h3,
  p {
    margin: 0;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colours.muted};
`;

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 1rem;
`;

const Services = styled(Plain)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

function ClinicItem({ clinic, onVisit }: { clinic: SmartClinic; onVisit: ((clinic: SmartClinic) => void) | null }) {
  const t = productMessages.useT();
  const open = useUseCase(PLACES.SmartClinics).isOpen(clinic);
  return (
    <ClinicCard as="li">
      <h3 translate="no">{clinic.name}</h3>
      <Muted translate="no">
        {clinic.address}, {clinic.city} {clinic.pincode}
      </Muted>
      <Row>
        <Tag $tone={open ? 'success' : 'warning'}>{open ? t('smart.open') : t('smart.closed')}</Tag>
        <Muted>
          {t('smart.days', { closedSundays: String(clinic.closedSundays) })}, {t('smart.hours', { opens: to12Hour(clinic.hours.opens), closes: to12Hour(clinic.hours.closes) })}
        </Muted>
      </Row>
      <Services aria-label={t('smart.services')}>
        {clinic.services.map((service) => (
          <li key={service}>
            <Tag $tone="info">{t(`service.${service}`)}</Tag>
          </li>
        ))}
      </Services>
      <Row>
        <a href={telHref(clinic.phone)}>
          <CustomerCareIcon aria-hidden="true" /> {t('smart.call', { phone: clinic.phone })}
        </a>
        <a href={directionsUrl(clinic)} rel="noopener">
          <LocationIcon aria-hidden="true" /> {t('smart.directions')}
        </a>
        {onVisit !== null && (
          <Button type="button" $variant="secondary" aria-label={t('smart.visitHereName', { name: clinic.name })} onClick={() => onVisit(clinic)}>
            {t('smart.visitHere')}
          </Button>
        )}
      </Row>
    </ClinicCard>
  );
}

function VisitReceipt({ receipt, form }: { receipt: CallBackReceipt; form: SmartClinicVisitForm }) {
  const t = productMessages.useT();
  const say = useDomainText();
  const mobile = form.mobileNumber.replace(/\D/g, '').slice(-10);
  const minutes = receipt.callWithinMinutes;
  return (
    <Success role="status">
      <p>{richText((slots) => t('visit.thanks', slots), { reference: <strong>{receipt.reference}</strong> })}</p>
      <p>{minutes !== null ? t('visit.callWithin', { mobile, minutes }) : t('visit.callAt', { mobile, time: say(form.preferredTime) })}</p>
    </Success>
  );
}

/**
 * The clinics the search finds, and "Book a visit": the call-back request led by the clinic, kept
 * as a draft until it is sent. "Book a visit here" on a clinic chooses it in the form.
 */
function ClinicsAndVisit({ clinics, typed }: { clinics: readonly SmartClinic[]; typed: string }) {
  const t = productMessages.useT();
  const say = useDomainText();
  const visits = useUseCase(CONSULTATIONS.SmartClinicVisits);
  const clinicRef = useRef<HTMLSelectElement>(null);
  const flow = useMemo(
    () => ({
      draft: () => visits.draft(),
      keepDraft: (form: SmartClinicVisitForm) => visits.keepDraft(form),
      validate: (form: SmartClinicVisitForm) => visits.validate(form, clinics),
      submit: (form: SmartClinicVisitForm) => visits.submit(form, clinics),
    }),
    [visits, clinics],
  );
  const { formRef, values, set, field, errors, busy, onSubmit, failure, receipt } = useCallBackForm(flow);
  const visit = (clinic: SmartClinic) => {
    set('clinicId', clinic.id);
    clinicRef.current?.focus();
  };
  const found = findSmartClinics(clinics, typed);
  const clinic = clinics.find((candidate) => candidate.id === values.clinicId) ?? null;

  return (
    <>
      <section aria-labelledby="smart-clinics">
        <h2 id="smart-clinics">{t('smart.list')}</h2>
        <p role="status">{found.length === 0 && typed.trim() !== '' ? t('smart.none', { search: typed.trim() }) : t('smart.count', { count: found.length })}</p>
        <Clinics>
          {found.map((candidate) => (
            <ClinicItem key={candidate.id} clinic={candidate} onVisit={receipt === null ? visit : null} />
          ))}
        </Clinics>
      </section>
      <section aria-labelledby="smart-visit">
        <h2 id="smart-visit">{t('visit.title')}</h2>
        {receipt === null ? (
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('visit.title')}>
            <Hint>{t('visit.lead')}</Hint>
            {failure && <FormAlert role="alert">{t('visit.failed', { reason: failure })}</FormAlert>}
            <SelectField label={t('visit.clinic')} ref={clinicRef} {...field('clinicId')}>
              <option value="">{t('visit.chooseClinic')}</option>
              {clinics.map((candidate) => (
                <option key={candidate.id} value={candidate.id} translate="no">
                  {candidate.city} – {candidate.name}
                </option>
              ))}
            </SelectField>
            <TextField label={t('visit.name')} autoComplete="name" {...field('name')} />
            <TextField label={t('visit.mobile')} hint={t('visit.mobileHint')} type="tel" inputMode="numeric" autoComplete="tel-national" {...field('mobileNumber')} />
            <SelectField label={t('visit.when')} {...field('preferredTime')}>
              {CALL_TIMES.map((time) => (
                <option key={time} value={time}>
                  {say(time)}
                </option>
              ))}
            </SelectField>
            <TextAreaField label={t('visit.concern')} hint={t('visit.concernHint', { max: visitConcernMax(clinic) })} {...field('concern')} />
            <CheckboxField label={t('visit.consent')} checked={values.consent} onChange={(event) => set('consent', event.target.checked)} error={errors.consent} />
            <Actions>
              <SubmitButton busy={busy} busyLabel={t('visit.sending')} icon={<CallBackIcon aria-hidden="true" />}>
                {t('visit.submit')}
              </SubmitButton>
            </Actions>
          </form>
        ) : (
          <VisitReceipt receipt={receipt.receipt} form={receipt.form} />
        )}
      </section>
    </>
  );
}

/**
 * /{product}/Smart-Clinic: what a Smart Clinic is (docs/decisions.md "Smart Clinics"), the clinics
 * found by pincode or city (the search lives in the address, so a reload or a shared link shows
 * the same), and a visit requested at one of them.
 */
export default function SmartClinicPage({ route, params }: PageProps) {
  const clinics = useUseCase(PLACES.SmartClinics);
  const query = clinics.all();
  const state = useQuery(query);
  const [search, setSearch] = useSearchParams();
  const typed = search.get('q') ?? '';
  const t = productMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  usePageDescription(t('smart.lead'));
  const searchError = smartClinicSearchError(typed);

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>{t('smart.lead')}</p>
      <p>
        {t('smart.fromHome')}{' '}
        <Link to={productServicePath(params.product ?? '', 'CONSULT')}>
          <VideoCallIcon aria-hidden="true" /> {t('smart.bookVideo')}
        </Link>
      </p>
      <TextField
        label={t('smart.search')}
        hint={t('smart.searchHint')}
        type="search"
        name="q"
        value={typed}
        error={searchError === null ? undefined : say(searchError)}
        onChange={(event) => setSearch(event.target.value === '' ? {} : { q: event.target.value }, { replace: true })}
      />
      <Loadable state={state} what={t('smart.what')} retry={query.reload}>
        {(all) => <ClinicsAndVisit clinics={all} typed={typed} />}
      </Loadable>
    </Card>
  );
}
