import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { OTHER_REASON, validateCancelReason, type CancelReasonForm } from '../../domain/shared/cancel-reason';
import { Button, FieldError } from './controls';
import { Dialog } from './Dialog';
import { kitMessages } from './kit/messages';
import { useForm } from './use-form';
import { useDomainText } from '../i18n/domain-text';

const Reasons = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
    padding: 0;
  }
  label {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    min-height: 40px;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
  textarea {
    width: 100%;
    min-height: 5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colours.error};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  margin-top: 0.75rem;
`;

/** Why a cancel did not happen: the message to show, and whether the request reached the server (a missing reason did not). */
export interface CancelRefusal {
  message: string | null;
  sent: boolean;
}

export interface CancelWithReasonDialogProps {
  title: string;
  /** Names the form, where the page has more than one way to cancel. */
  formLabel?: string;
  /** The domain's reasons in its English: shown in the language on screen, sent to the server as they are. */
  reasons: readonly string[];
  confirmLabel: string;
  keepLabel: string;
  /** Said before the form: what is being cancelled and on what terms. */
  intro?: ReactNode;
  /** Said under the reasons, such as when a refund arrives. */
  note?: ReactNode;
  /** The confirm button stays off (the intro says why). */
  blocked?: boolean;
  /** The longest the patient's own words may be. */
  otherMaxLength?: number;
  /** Cancels with the chosen reason (and the words for Other); resolves to why not, or null once done. */
  onConfirm: (reason: string, other: string) => Promise<CancelRefusal | null>;
  onClose: () => void;
}

/**
 * Cancelling with a reason: one of the given reasons, or the patient's own words for Other.
 * The problem is said in place and linked to what it is about; what was chosen survives a failed call.
 */
export function CancelWithReasonDialog({
  title,
  formLabel,
  reasons,
  confirmLabel,
  keepLabel,
  intro,
  note,
  blocked = false,
  otherMaxLength = 300,
  onConfirm,
  onClose,
}: CancelWithReasonDialogProps) {
  const t = kitMessages.useT();
  const say = useDomainText();
  // Why the call did not cancel (the page's rules, the server's word), said where the form's own messages are.
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, values, set, setErrors, field, errors, busy: sending, onSubmit } = useForm({
    initial: { reason: '', other: '' },
    validate: (form: CancelReasonForm) => validateCancelReason(form, otherMaxLength),
    onStart: () => setFailure(null),
    submit: async (_valid, form) => {
      const refusal = await onConfirm(form.reason, form.other);
      setFailure(refusal?.message ?? null);
      if (refusal !== null && !refusal.sent) return 'not-sent';
    },
  });
  const ids = { name: useId(), other: useId(), error: useId() };
  const error = failure ?? errors.reason ?? errors.other ?? null;
  const otherChosen = values.reason === OTHER_REASON;
  const reasonError = error !== null && !otherChosen;
  const words = field('other');

  return (
    <Dialog title={title} onClose={onClose}>
      {intro}
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={formLabel}>
        <Reasons aria-describedby={reasonError ? ids.error : undefined}>
          <legend>{t('cancel.legend')}</legend>
          {reasons.map((option, index) => (
            <label key={option}>
              <input
                type="radio"
                name={ids.name}
                value={option}
                checked={values.reason === option}
                data-autofocus={index === 0 ? true : undefined}
                onChange={() => {
                  set('reason', option);
                  // Another choice takes down whatever was said about the last one.
                  setErrors({});
                  setFailure(null);
                }}
              />
              {say(option)}
            </label>
          ))}
          {otherChosen && (
            <>
              <label htmlFor={ids.other} style={{ fontWeight: 600, marginTop: '0.5rem' }}>
                {t('cancel.tellUs')}
              </label>
              <textarea
                id={ids.other}
                value={words.value}
                maxLength={otherMaxLength}
                aria-invalid={error !== null}
                aria-describedby={error !== null ? ids.error : undefined}
                onChange={words.onChange}
              />
            </>
          )}
        </Reasons>
        {note}
        {error !== null && (
          <FieldError id={ids.error} role="alert">
            {say(error)}
          </FieldError>
        )}
        <Actions>
          <Button type="submit" disabled={sending || blocked}>
            {sending ? t('cancel.cancelling') : confirmLabel}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {keepLabel}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
