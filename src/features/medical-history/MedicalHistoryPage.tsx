import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FORM_DEFINITIONS, MEDICAL_HISTORY_FORMS, nextForm, previousForm, type FormDefinition, type ItemField, type ListField, type MedicalHistoryForm } from '../../../domain/medical-history/forms';
import { blankRow, bodyMassIndex, checkForm, inputOf, progressOf, type FormInput, type RowInput, type SavedForm } from '../../../domain/medical-history/model';
import { buildPath } from '../../../domain/navigation/match';
import { istDate } from '../../../domain/shared/calendar-date';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { MEDICAL_HISTORY } from '../../app/modules/medical-history/tokens';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { Actions, ChoiceField, FormAlert, SelectField, SubmitButton, Success, TextAreaField, TextField } from '../../ui/form';
import { MedicalHistoryIcon } from '../../ui/icons';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFamily } from '../../ui/use-family';
import { useForm } from '../../ui/use-form';
import { useQuery } from '../../ui/use-query';
import { medicalHistoryMessages } from './messages';

const Steps = styled.ol`
  list-style: none;
  margin: 1rem 0 1.5rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: 999px;
    text-decoration: none;
    color: inherit;
  }
  a[aria-current='step'] {
    border-color: ${({ theme }) => theme.colours.primary};
    border-width: 2px;
    font-weight: 600;
  }
  .tick {
    color: ${({ theme }) => theme.colours.success};
    margin-right: 0.3rem;
  }
`;

const Rows = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1.25rem;
  > legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

const Row = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem 0.25rem;
  margin: 0 0 0.75rem;
  > legend {
    padding: 0 0.25rem;
    font-weight: 600;
  }
`;

/** A person's forms, the patient's own included, are at /patient/medicalHistory/{form}/{id}. */
const PERSON_PATTERN = '/patient/medicalHistory/:form/:id';

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The address of `form` on the route shown: the onboarding's, or a person's. */
function formPathOf(pattern: string, personId: string | null): (form: MedicalHistoryForm) => string {
  return (form) => buildPath(pattern, personId === null ? { form } : { form, id: personId });
}

/**
 * /auth/medicalHistory/{form} (the patient's onboarding through the nine forms) and
 * /patient/medicalHistory/{form}/{id} (the patient's or a family member's): the forms as steps,
 * what is filled and what is left, and the form itself, saved one at a time.
 */
export default function MedicalHistoryPage({ route, params }: PageProps) {
  const title = usePageTitle(route);
  const t = medicalHistoryMessages.useT();
  const profiles = useUseCase(TOKENS.Profile);
  const profile = useQuery(profiles.myProfile());
  const form = params['form'] as MedicalHistoryForm;
  const personId = route.id === 'auth-medical-history' ? null : (params['id'] ?? '');
  const formPath = formPathOf(route.pattern, personId);

  return (
    <Card>
      <PageTitle>
        <MedicalHistoryIcon aria-hidden="true" /> {title}
      </PageTitle>
      {profile.kind === 'loading' && <p role="status">{t('loading')}</p>}
      {profile.kind === 'failed' && <LoadFailed error={profile.error} what={t('what')} retry={profiles.myProfile().reload} />}
      {profile.kind === 'ready' && (
        <PersonHistory key={personId ?? profile.value.id} selfId={profile.value.id} subjectId={personId ?? profile.value.id} form={form} formPath={formPath} />
      )}
    </Card>
  );
}

/** Whose history is shown, and the others of the family whose history the patient keeps too. */
function useWhom(selfId: string, subjectId: string): { whom: string; others: { id: string; name: string }[] } {
  const t = medicalHistoryMessages.useT();
  const { state } = useFamily();
  const members = state.kind === 'ready' ? state.members.filter((m) => m.status === 'ACTIVE') : [];
  const people = [{ id: selfId, name: t('person.self') }, ...members.map((m) => ({ id: m.id, name: m.name }))];
  const member = members.find((m) => m.id === subjectId);
  const whom = subjectId === selfId ? t('for.self') : member ? t('for.member', { name: member.name }) : t('for.someone');
  return { whom, others: people.filter((person) => person.id !== subjectId) };
}

function PersonHistory({ selfId, subjectId, form, formPath }: { selfId: string; subjectId: string; form: MedicalHistoryForm; formPath: (form: MedicalHistoryForm) => string }) {
  const t = medicalHistoryMessages.useT();
  const say = useDomainText();
  const history = useUseCase(MEDICAL_HISTORY.MedicalHistory);
  const query = history.record(subjectId);
  const state = useQuery(query);
  const { whom, others } = useWhom(selfId, subjectId);
  const location = useLocation();
  const justSaved = (location.state as { saved?: MedicalHistoryForm } | null)?.saved;

  if (state.kind === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.kind === 'failed') return <LoadFailed error={state.error} what={t('what')} retry={query.reload} />;

  const progress = progressOf(state.value);
  const step = MEDICAL_HISTORY_FORMS.indexOf(form) + 1;
  const resumeAt = progress.missing.find((missing) => missing !== form);
  const definition = FORM_DEFINITIONS[form];
  return (
    <>
      <p style={{ margin: 0, fontWeight: 600 }}>{whom}</p>
      {others.length > 0 && (
        <nav aria-label={t('person.others')}>
          <Hint style={{ margin: '0.25rem 0' }}>
            {t('person.others')}:{' '}
            {others.map((person, index) => (
              <span key={person.id}>
                {index > 0 && ' · '}
                <Link to={buildPath(PERSON_PATTERN, { form, id: person.id })} translate={person.id === selfId ? undefined : 'no'}>
                  {person.name}
                </Link>
              </span>
            ))}
          </Hint>
        </nav>
      )}
      <Hint>{t('progress.filled', { filled: progress.filled.length, total: MEDICAL_HISTORY_FORMS.length })}</Hint>
      <nav aria-label={t('progress.label')}>
        <Steps>
          {MEDICAL_HISTORY_FORMS.map((each) => {
            const filled = progress.filled.includes(each);
            return (
              <li key={each}>
                <Link to={formPath(each)} aria-current={each === form ? 'step' : undefined}>
                  {filled && (
                    // The words after the title say it to a screen reader; the tick is for the eye.
                    <span className="tick" aria-hidden="true">
                      ✓
                    </span>
                  )}
                  {say(FORM_DEFINITIONS[each].title)}{' '}
                  <span className="visually-hidden">({filled ? t('progress.done') : t('progress.todo')})</span>
                </Link>
              </li>
            );
          })}
        </Steps>
      </nav>
      {justSaved !== undefined && (
        <Success role="status" style={{ marginBottom: '1rem' }}>
          {t('saved', { form: say(FORM_DEFINITIONS[justSaved].title) })}
        </Success>
      )}
      {progress.missing.length === 0 ? (
        <Success style={{ marginBottom: '1rem' }}>{t('complete')}</Success>
      ) : (
        progress.filled.includes(form) &&
        resumeAt !== undefined && (
          <p>
            <Link to={formPath(resumeAt)}>{t('resume', { form: say(FORM_DEFINITIONS[resumeAt].title) })}</Link>
          </p>
        )
      )}
      <FormEditor key={`${subjectId}/${form}`} definition={definition} saved={state.value[form]} subjectId={subjectId} step={step} formPath={formPath} />
    </>
  );
}

function FormEditor({
  definition,
  saved,
  subjectId,
  step,
  formPath,
}: {
  definition: FormDefinition;
  saved: SavedForm | undefined;
  subjectId: string;
  step: number;
  formPath: (form: MedicalHistoryForm) => string;
}) {
  const t = medicalHistoryMessages.useT();
  const say = useDomainText();
  const history = useUseCase(MEDICAL_HISTORY.MedicalHistory);
  const clock = useUseCase(TOKENS.Clock);
  const navigate = useNavigate();
  const locale = useLocale();
  const headingId = useId();
  const { form } = definition;
  const savedInput = inputOf(definition, saved?.answers);
  const [restored, setRestored] = useState(() => history.draft(subjectId, form) !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const next = nextForm(form);
  const previous = previousForm(form);

  const { formRef, values, setValues, set, errors, showErrors, busy, onSubmit } = useForm<FormInput, unknown>({
    initial: () => history.draft(subjectId, form) ?? savedInput,
    validate: (input) => checkForm(definition, input, clock.now()),
    onStart: () => setFailure(null),
    submit: async (_valid, input) => {
      const result = await history.save(subjectId, form, input);
      if (result.isOk()) {
        navigate(next === null ? formPath(form) : formPath(next), { state: { saved: form } });
        return 'keep-busy';
      }
      const error = result.error;
      if (error.kind === 'in-progress') return;
      if (error.kind === 'invalid') showErrors(error.fields);
      else setFailure(describeApiError(error));
    },
  });

  // What is typed and not saved survives a reload and a 401 (a draft of the patient, never a cookie).
  const changed = JSON.stringify(values) !== JSON.stringify(savedInput);
  useEffect(() => {
    if (changed) history.keepDraft(subjectId, form, values);
  }, [changed, values, history, subjectId, form]);

  const discardDraft = () => {
    history.dropDraft(subjectId, form);
    setValues(savedInput);
    setRestored(false);
  };

  const bmi = form === 'basic' ? bodyMassIndex(String(values['heightCm'] ?? ''), String(values['weightKg'] ?? '')) : null;

  return (
    <section aria-labelledby={headingId}>
      <Hint style={{ margin: 0 }}>{t('progress.step', { step, total: MEDICAL_HISTORY_FORMS.length })}</Hint>
      <h2 id={headingId} style={{ marginTop: '0.25rem' }}>
        {say(definition.title)}
      </h2>
      <p>{say(definition.intro)}</p>
      {restored && changed && (
        <FormAlert role="status" style={{ marginBottom: '1rem' }}>
          {t('draft.restored')}{' '}
          <Button type="button" $variant="ghost" onClick={discardDraft}>
            {t('draft.discard')}
          </Button>
        </FormAlert>
      )}
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        {failure !== null && <FormAlert role="alert">{t('notSaved', { reason: say(failure) })}</FormAlert>}
        {definition.fields.map((field) =>
          field.kind === 'list' ? (
            <ListControl
              key={field.name}
              field={field}
              rows={(values[field.name] as RowInput[] | undefined) ?? []}
              errors={errors}
              onRows={(rows) => set(field.name, rows)}
            />
          ) : (
            <ItemControl key={field.name} field={field} name={field.name} value={String(values[field.name] ?? '')} error={errors[field.name]} onValue={(value) => set(field.name, value)} />
          ),
        )}
        {bmi !== null && (
          <p role="status">
            {t('bmi', { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bmi.value), category: say(bmi.category) })}
          </p>
        )}
        <Actions>
          <SubmitButton busy={busy} busyLabel={t('saving')}>
            {next === null ? t('save.last') : t('save')}
          </SubmitButton>
          {next !== null && <Link to={formPath(next)}>{t('skip')}</Link>}
          {previous !== null && <Link to={formPath(previous)}>{t('back', { form: say(FORM_DEFINITIONS[previous].title) })}</Link>}
        </Actions>
      </form>
    </section>
  );
}

function ItemControl({ field, name, value, error, onValue }: { field: ItemField; name: string; value: string; error: string | undefined; onValue: (value: string) => void }) {
  const t = medicalHistoryMessages.useT();
  const say = useDomainText();
  const clock = useUseCase(TOKENS.Clock);
  const label = field.kind === 'number' && field.unit !== '' ? t('field.withUnit', { label: say(field.label), unit: say(field.unit) }) : say(field.label);
  const hint = field.hint === undefined ? undefined : say(field.hint);
  switch (field.kind) {
    case 'choice':
      if (field.options.length <= 4) {
        return (
          <ChoiceField
            legend={label}
            name={name}
            choices={field.options.map((option) => ({ value: option.value, label: say(option.label) }))}
            value={value}
            onChoose={onValue}
            error={error}
          />
        );
      }
      return (
        <SelectField label={label} name={name} value={value} error={error} hint={hint} onChange={(event) => onValue(event.target.value)}>
          <option value="">{t('choose')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {say(option.label)}
            </option>
          ))}
        </SelectField>
      );
    case 'date':
      return <TextField label={label} name={name} type="date" max={istDate(clock.now())} value={value} error={error} hint={hint} onChange={(event) => onValue(event.target.value)} />;
    case 'text':
      return field.maxLength > 150 ? (
        <TextAreaField label={label} name={name} rows={3} maxLength={field.maxLength} value={value} error={error} hint={hint} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <TextField label={label} name={name} maxLength={field.maxLength} value={value} error={error} hint={hint} onChange={(event) => onValue(event.target.value)} />
      );
    case 'number':
    case 'year':
      return (
        <TextField
          label={label}
          name={name}
          inputMode={field.kind === 'number' && field.decimals > 0 ? 'decimal' : 'numeric'}
          value={value}
          error={error}
          hint={hint}
          onChange={(event) => onValue(event.target.value)}
        />
      );
  }
}

function ListControl({ field, rows, errors, onRows }: { field: ListField; rows: RowInput[]; errors: Partial<Record<string, string>>; onRows: (rows: RowInput[]) => void }) {
  const t = medicalHistoryMessages.useT();
  const say = useDomainText();
  const item = say(field.itemName);
  const full = rows.length >= field.max;
  return (
    <Rows>
      <legend>{say(field.label)}</legend>
      {field.hint !== undefined && <Hint>{say(field.hint)}</Hint>}
      {rows.length === 0 && <Hint>{t('list.none')}</Hint>}
      {rows.map((row, index) => (
        // Rows have no id of their own; the order is what the patient sees and edits.
        <Row key={index}>
          <legend>{capitalised(t('list.row', { item, number: index + 1 }))}</legend>
          {field.item.map((itemField) => {
            const name = `${field.name}.${index}.${itemField.name}`;
            return (
              <ItemControl
                key={itemField.name}
                field={itemField}
                name={name}
                value={row[itemField.name] ?? ''}
                error={errors[name]}
                onValue={(value) => onRows(rows.map((each, i) => (i === index ? { ...each, [itemField.name]: value } : each)))}
              />
            );
          })}
          <p>
            <Button type="button" $variant="secondary" onClick={() => onRows(rows.filter((_, i) => i !== index))}>
              {t('list.remove', { item, number: index + 1 })}
            </Button>
          </p>
        </Row>
      ))}
      {errors[field.name] !== undefined && <FieldError>{say(errors[field.name] ?? '')}</FieldError>}
      <Button type="button" $variant="secondary" disabled={full} onClick={() => onRows([...rows, blankRow(field.item)])}>
        {say(field.addLabel)}
      </Button>
      {full && <Hint>{t('list.full')}</Hint>}
    </Rows>
  );
}
