import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DELETE_CONFIRMATION_WORD, validateDeletion } from '../../../domain/account/account-deletion';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { Button, Card, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, Section, TextField } from '../../ui/form';
import { useForm } from '../../ui/use-form';

const Danger = styled(Button)`
  background: ${({ theme }) => theme.colours.error};
  border-color: ${({ theme }) => theme.colours.error};
  color: #fff;
`;

const Warning = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colours.error};
  padding: 0.25rem 0 0.25rem 1rem;
  margin-bottom: 1.5rem;
  ul {
    margin: 0.25rem 0 0.75rem;
  }
`;

/** /patient/delete-account: says what goes and what stays, asks for the typed word, then deletes. */
export default function DeleteAccountPage() {
  const deletion = useUseCase(ACCOUNT.AccountDeletion);
  const [serverError, setServerError] = useState<string | null>(null);
  const ids = { lost: useId(), kept: useId() };
  const { formRef, field, showErrors, busy: deleting, onSubmit } = useForm({
    initial: { confirmation: '' },
    validate: validateDeletion,
    onStart: () => setServerError(null),
    submit: async (_valid, form) => {
      const result = await deletion.deleteAccount(form.confirmation);
      // The session has ended; the page is on its way home.
      if (result.isOk()) return 'keep-busy';
      const failure = result.error;
      if (failure.kind === 'in-progress') return;
      if (failure.kind === 'not-confirmed') {
        showErrors({ confirmation: failure.message });
        return;
      }
      setServerError(`Your account was not deleted. ${describeApiError(failure)}`);
    },
  });

  return (
    <Card>
      <PageTitle>Delete your account</PageTitle>
      <Warning>
        <Section aria-labelledby={ids.lost} style={{ marginBottom: '0.5rem' }}>
          <h2 id={ids.lost}>What you lose</h2>
          <p>Deleting your account cannot be undone. You will no longer be able to see or use:</p>
          <ul>
            <li>your consultations history and any consultation you have booked</li>
            <li>your health records: lab reports, prescriptions and medical history</li>
            <li>your orders of medicines and lab tests, and their tracking</li>
            <li>the family members you added, and their records</li>
            <li>your subscriptions and Care Plus benefits</li>
          </ul>
        </Section>
        <Section aria-labelledby={ids.kept} style={{ marginBottom: 0 }}>
          <h2 id={ids.kept}>What we keep, and why</h2>
          <p>
            Indian law requires us to keep invoices and payment records, and the prescriptions doctors issued through us,
            for a set number of years. We keep only those, use them for nothing else, and delete them when that time is up.
            Questions? Call {CUSTOMER_CARE_NUMBER}.
          </p>
        </Section>
      </Warning>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Confirm account deletion">
        {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
        <TextField
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          {...field('confirmation')}
          hint="In capital letters, exactly as shown."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Actions>
          <Danger type="submit" disabled={deleting}>
            {deleting ? 'Deleting your account…' : 'Delete my account'}
          </Danger>
          <Link to="/patient/my-profile">Keep my account</Link>
        </Actions>
      </form>
    </Card>
  );
}
