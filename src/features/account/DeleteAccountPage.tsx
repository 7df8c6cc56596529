import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DELETE_CONFIRMATION_WORD, validateDeletion } from '../../../domain/account/account-deletion';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { Button, Card, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, Section, TextField } from '../../ui/form';
import { useForm } from '../../ui/use-form';
import { accountMessages } from './messages';

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
  const t = accountMessages.useT();
  const say = useDomainText();
  const deletion = useUseCase(ACCOUNT.AccountDeletion);
  /** Why the deletion failed, in the domain's words. */
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
      setServerError(describeApiError(failure));
    },
  });

  return (
    <Card>
      <PageTitle>{t('delete.title')}</PageTitle>
      <Warning>
        <Section aria-labelledby={ids.lost} style={{ marginBottom: '0.5rem' }}>
          <h2 id={ids.lost}>{t('delete.lost')}</h2>
          <p>{t('delete.lostIntro')}</p>
          <ul>
            <li>{t('delete.lostConsultations')}</li>
            <li>{t('delete.lostRecords')}</li>
            <li>{t('delete.lostOrders')}</li>
            <li>{t('delete.lostFamily')}</li>
            <li>{t('delete.lostSubscriptions')}</li>
          </ul>
        </Section>
        <Section aria-labelledby={ids.kept} style={{ marginBottom: 0 }}>
          <h2 id={ids.kept}>{t('delete.kept')}</h2>
          <p>
            {t('delete.keptText')} {t('delete.questions', { phone: CUSTOMER_CARE_NUMBER })}
          </p>
        </Section>
      </Warning>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('delete.form')}>
        {serverError && <FormAlert role="alert">{t('delete.failed', { reason: say(serverError) })}</FormAlert>}
        <TextField
          label={t('delete.confirm', { word: DELETE_CONFIRMATION_WORD })}
          {...field('confirmation')}
          hint={t('delete.confirmHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Actions>
          <Danger type="submit" disabled={deleting}>
            {deleting ? t('delete.deleting') : t('delete.submit')}
          </Danger>
          <Link to="/patient/my-profile">{t('delete.keep')}</Link>
        </Actions>
      </form>
    </Card>
  );
}
