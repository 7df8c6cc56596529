import { useEffect, useState, type ChangeEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MAX_COVER_NOTE, NOTICE_PERIODS, type ApplicationForm } from '../../../domain/content/careers';
import type { JobDetail } from '../../../domain/content/model';
import { idInAddress } from '../../../domain/content/webinars';
import { describeApiError } from '../../../domain/shared/errors';
import { FILE_SIGNATURE_LENGTH, formatMegabytes, type UploadFileError } from '../../../domain/shared/file-type';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, LabelledField, Notice, SelectField, SubmitButton, Success, TextAreaField, TextField } from '../../ui/form';
import { Loadable } from '../../ui/Loadable';
import { notSentIfInvalid } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';
import { useQuery } from '../../ui/use-query';
import { BackToCareers, JobFacts, NoSuchJob } from './CareerParts';
import { careersMessages } from './messages';

/** /{product}/job-application?id=…: the application form with a resume, for one open position. */
export default function JobApplicationPage({ route }: PageProps) {
  const { search } = useLocation();
  const title = usePageTitle(route);
  const id = idInAddress(search);
  return id === null ? <NoSuchJob /> : <ApplyFor id={id} title={title} />;
}

function ApplyFor({ id, title }: { id: string; title: string }) {
  const t = careersMessages.useT();
  const careers = useUseCase(CONTENT.Careers);
  const query = careers.opening(id);
  const state = useQuery(query);
  if (state.kind === 'failed' && state.error.kind === 'not-found') return <NoSuchJob />;
  return (
    <Card>
      <BackToCareers />
      <PageTitle>{title}</PageTitle>
      <Hint>{t('apply.lead')}</Hint>
      <Loadable state={state} what={t('job.what')} retry={query.reload}>
        {(job) => (
          <>
            <p>
              {t('apply.for')}:{' '}
              <strong lang="en" translate="no">
                {job.title}
              </strong>
            </p>
            <JobFacts job={job} />
            <Apply job={job} />
          </>
        )}
      </Loadable>
    </Card>
  );
}

type Outcome = { kind: 'applied'; id: string; email: string } | { kind: 'already-applied' };

function Apply({ job }: { job: JobDetail }) {
  const t = careersMessages.useT();
  const say = useDomainText();
  const careers = useUseCase(CONTENT.Careers);
  const [draft] = useState(() => careers.draft());
  const [serverError, setServerError] = useState<string | null>(null);
  const [resumeProblem, setResumeProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { formRef, values, errors, field, set, busy, onSubmit, showErrors } = useForm<ApplicationForm, unknown>({
    initial: draft.form,
    validate: (form) => careers.validate(form),
    onStart: () => setServerError(null),
    submit: async (_valid, form) => {
      const applied = await careers.apply(job.id, form, setProgress);
      setProgress(null);
      if (applied.isOk()) {
        setOutcome({ kind: 'applied', id: applied.value.id, email: form.email.trim() });
        return;
      }
      const error = applied.error;
      switch (error.kind) {
        case 'in-progress':
          return;
        case 'invalid':
          showErrors(error.fields);
          return notSentIfInvalid(error);
        case 'already-applied':
          setOutcome({ kind: 'already-applied' });
          return;
        default:
          setServerError(say(describeApiError(error)));
      }
    },
  });
  useEffect(() => careers.keepDraft(values), [careers, values]);

  const resumeMessage = (error: UploadFileError): string => {
    switch (error.kind) {
      case 'empty':
        return t('apply.resume.empty');
      case 'unsupported-type':
        return t('apply.resume.unsupported');
      case 'file-too-large':
        return t('apply.resume.tooLarge', { size: formatMegabytes(error.bytes) });
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = careers.checkResume(bytes.subarray(0, FILE_SIGNATURE_LENGTH), file.size);
    if (checked.isErr()) {
      setResumeProblem(resumeMessage(checked.error));
      set('resume', null);
      event.target.value = '';
      return;
    }
    setResumeProblem(null);
    set('resume', { name: file.name, contentType: checked.value, bytes });
  };

  if (outcome !== null) {
    return (
      <Success role="status">
        {outcome.kind === 'applied' ? (
          <>
            <p>
              <strong>{t('apply.sent')}</strong>
            </p>
            <p>{t('apply.reference', { id: outcome.id, email: outcome.email })}</p>
          </>
        ) : (
          <p>{t('apply.already')}</p>
        )}
        <p>
          <Link to="/career">{t('apply.more')}</Link>
        </p>
      </Success>
    );
  }

  const resume = values.resume;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('apply.form', { title: job.title })}>
      {serverError && <FormAlert role="alert">{t('apply.notSent', { reason: serverError })}</FormAlert>}
      {draft.restored && resume === null && <Notice>{t('apply.resumeAgain')}</Notice>}
      <TextField label={t('apply.name')} autoComplete="name" {...field('name')} />
      <TextField label={t('apply.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t('apply.mobile')} type="tel" inputMode="tel" autoComplete="tel-national" {...field('mobileNumber')} />
      <TextField label={t('apply.city')} autoComplete="address-level2" {...field('currentCity')} />
      <TextField label={t('apply.experience')} inputMode="numeric" hint={t('apply.experienceHint')} {...field('experienceYears')} />
      <SelectField label={t('apply.notice')} {...field('noticePeriod')}>
        <option value="">{t('apply.chooseNotice')}</option>
        {NOTICE_PERIODS.map((days) => (
          <option key={days} value={days}>
            {t('apply.noticeDays', { days: Number(days) })}
          </option>
        ))}
      </SelectField>
      <TextField label={t('apply.linkedIn')} type="url" inputMode="url" {...field('linkedInUrl')} />
      <TextAreaField label={t('apply.coverNote')} rows={5} hint={t('apply.coverNoteHint', { count: MAX_COVER_NOTE })} {...field('coverNote')} />
      <LabelledField label={t('apply.resume')} hint={t('apply.resumeHint')} error={resumeProblem ?? errors.resume}>
        {(props) => (
          <input
            {...props}
            type="file"
            name="resume"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            disabled={busy}
            onChange={(event) => void choose(event)}
          />
        )}
      </LabelledField>
      {resume !== null && <Hint>{t('apply.resumeChosen', { name: resume.name, size: formatMegabytes(resume.bytes.length) })}</Hint>}
      {progress !== null && (
        <p>
          <label>
            {t('apply.progress')} <progress max={1} value={progress} />
          </label>
        </p>
      )}
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('apply.submitting')}>
          {t('apply.submit')}
        </SubmitButton>
      </Actions>
    </form>
  );
}
