import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, Hint } from './controls';
import { useDomainText } from '../i18n/domain-text';
import { kitMessages } from './kit/messages';

/**
 * The one form kit's fields and boxes: a labelled control with its hint and its message under it,
 * the control marked invalid and described by both, so a screen reader reads the message with the
 * field. use-form.ts holds the values, the messages and the submit that fill them.
 */

const FieldBox = styled(Field)`
  select,
  textarea {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    font: inherit;
  }
  textarea {
    min-height: 8rem;
    resize: vertical;
  }
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colours.error};
  }
`;

/** What a control needs to be named, marked invalid and described by its hint and message. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldChrome {
  label: string;
  /** The message at the field; the control is marked invalid while there is one. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Announce the message as it appears (one-field forms); forms with many fields focus the first invalid instead. */
  announce?: boolean;
  /** Ids of other elements that describe the control (a checklist). */
  describedByExtra?: string;
}

function hasMessage(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** The label, hint and message around any control, which the render prop places with the ids it is given. */
export function LabelledField({ label, error, hint, announce = false, describedByExtra, children }: FieldChrome & { children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const say = useDomainText();
  const invalid = hasMessage(error);
  const describedBy = [hint ? `${id}-hint` : null, describedByExtra, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {invalid && (
        <FieldError id={`${id}-error`} role={announce ? 'alert' : undefined}>
          {typeof error === 'string' ? say(error) : error}
        </FieldError>
      )}
    </FieldBox>
  );
}

type Native<A> = Omit<A, 'id' | 'aria-invalid' | 'aria-describedby'>;

export function TextField({
  label,
  error,
  hint,
  announce,
  describedByExtra,
  ref,
  ...input
}: FieldChrome & Native<InputHTMLAttributes<HTMLInputElement>> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <LabelledField label={label} error={error} hint={hint} announce={announce} describedByExtra={describedByExtra}>
      {(props) => <input {...input} {...props} ref={ref} />}
    </LabelledField>
  );
}

/** The mobile number a form asks for: the phone keypad, and the number the browser keeps. */
export function MobileNumberField(props: Omit<Parameters<typeof TextField>[0], 'label' | 'name' | 'type' | 'inputMode' | 'autoComplete'>) {
  const t = kitMessages.useT();
  return <TextField label={t('form.mobile')} name="mobile" type="tel" inputMode="tel" autoComplete="tel-national" {...props} />;
}

export function SelectField({
  label,
  error,
  hint,
  announce,
  ref,
  children,
  ...select
}: FieldChrome & Native<SelectHTMLAttributes<HTMLSelectElement>> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <LabelledField label={label} error={error} hint={hint} announce={announce}>
      {(props) => (
        <select {...select} {...props} ref={ref}>
          {children}
        </select>
      )}
    </LabelledField>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  announce,
  ref,
  ...textarea
}: FieldChrome & Native<TextareaHTMLAttributes<HTMLTextAreaElement>> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <LabelledField label={label} error={error} hint={hint} announce={announce}>
      {(props) => <textarea {...textarea} {...props} ref={ref} />}
    </LabelledField>
  );
}

const CheckBox = styled.div`
  margin-bottom: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  .row {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }
  input {
    width: 22px;
    height: 22px;
    margin: 0.1rem 0 0;
    flex: none;
  }
  label {
    font-weight: 600;
  }
`;

/** A checkbox with its label beside it, then its hint and its message. */
export function CheckboxField({
  label,
  error,
  hint,
  ref,
  ...input
}: Omit<FieldChrome, 'announce' | 'describedByExtra'> & Native<InputHTMLAttributes<HTMLInputElement>> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const say = useDomainText();
  const invalid = hasMessage(error);
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <CheckBox>
      <div className="row">
        <input {...input} ref={ref} id={id} type="checkbox" aria-invalid={invalid} aria-describedby={describedBy} />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {invalid && <FieldError id={`${id}-error`}>{typeof error === 'string' ? say(error) : error}</FieldError>}
    </CheckBox>
  );
}

/** A titled group of controls (checkboxes a patient ticks from a list): no frame, its legend bold. */
export const FieldGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
`;

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    margin-right: 1.25rem;
    min-height: 44px;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

/** One choice of a few, as radio buttons under a legend, with the message under them. */
export function ChoiceField<C extends string>({
  legend,
  name,
  choices,
  value,
  onChoose,
  error,
}: {
  legend: string;
  name: string;
  choices: readonly { value: C; label: string }[];
  value: C | '';
  onChoose: (value: C) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const say = useDomainText();
  return (
    <FieldBox as="div">
      <Choices aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{legend}</legend>
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              aria-invalid={Boolean(error)}
              onChange={() => onChoose(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </Choices>
      {error && <FieldError id={`${id}-error`}>{say(error)}</FieldError>}
    </FieldBox>
  );
}

/** The form's send button: disabled while a press is out, saying what it is doing. */
export function SubmitButton({ busy, busyLabel, icon, children }: { busy: boolean; busyLabel: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Button type="submit" disabled={busy}>
      {icon}
      {busy ? busyLabel : children}
    </Button>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  margin-top: 0.5rem;
`;

export const Section = styled.section`
  margin-bottom: 2rem;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.75rem;
  }
`;

/** A failure of the whole form (the server's answer), above its fields. */
export const FormAlert = styled.div`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.error};
  color: ${({ theme }) => theme.colours.error};
  background: #fff5f4;
  p {
    margin: 0;
  }
`;

export const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.primary};
  background: ${({ theme }) => theme.colours.primarySoft};
`;

export const Success = styled.div`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.success};
  background: #f1faf3;
  p {
    margin: 0 0 0.75rem;
  }
`;

export const Aside = styled.p`
  margin: 1.25rem 0 0;
`;
