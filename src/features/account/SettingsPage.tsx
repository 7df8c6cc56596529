import { useId, useState, type ChangeEvent } from 'react';
import { Ok } from 'ts-results-es';
import type { ChangePasswordField, ChangePasswordForm } from '../../../domain/account/account-settings';
import type { NotificationPreferences } from '../../../domain/account/model';
import { describeApiError } from '../../../domain/shared/errors';
import type { PageProps } from '../../app/pages';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { PasswordRules } from '../../ui/PasswordRules';
import { Actions, FormAlert, Section, SubmitButton, Success, TextField } from '../../ui/form';
import { useCheckedSubmit, useForm } from '../../ui/use-form';
import { LoadFailed } from '../../ui/LoadFailed';
import { useQuery } from '../../ui/use-query';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { accountMessages } from './messages';

const EMPTY_PASSWORDS: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordSection() {
  const t = accountMessages.useT();
  const say = useDomainText();
  const settings = useUseCase(ACCOUNT.AccountSettings);
  /** Why the last change failed, in the domain's words. */
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [show, setShow] = useState(false);
  const ids = { heading: useId(), rules: useId(), show: useId() };
  const { formRef, values, field, showErrors, reset, busy: saving, onSubmit } = useForm({
    initial: EMPTY_PASSWORDS,
    validate: (form: ChangePasswordForm) => settings.validatePasswordChange(form),
    onStart: () => setServerError(null),
    submit: async (_valid, form) => {
      const result = await settings.changePassword(form);
      if (result.isOk()) {
        reset(EMPTY_PASSWORDS);
        setDone(true);
        return;
      }
      const error = result.error;
      if (error.kind === 'in-progress') return;
      if (error.kind === 'invalid') {
        showErrors(error.fields);
        return;
      }
      // The server's word on a wrong current password belongs at that field.
      if (error.kind === 'rejected' && /current password/i.test(error.message)) {
        showErrors({ currentPassword: error.message });
        return;
      }
      setServerError(describeApiError(error));
    },
  });

  /** A password field; typing in it takes down the last change's confirmation. */
  const password = (name: ChangePasswordField) => {
    const bound = field(name);
    return {
      ...bound,
      type: show ? 'text' : 'password',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setDone(false);
        bound.onChange(event);
      },
    };
  };

  return (
    <Section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('password.change')}</h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={ids.heading}>
        {serverError && <FormAlert role="alert">{t('password.notChanged', { reason: say(serverError) })}</FormAlert>}
        {done && (
          <Success role="status" style={{ marginBottom: '1rem' }}>
            {t('password.changed')}
          </Success>
        )}
        <TextField label={t('password.current')} {...password('currentPassword')} autoComplete="current-password" />
        <TextField label={t('password.new')} {...password('newPassword')} autoComplete="new-password" describedByExtra={ids.rules} />
        <PasswordRules id={ids.rules} password={values.newPassword} tickWhenEmpty style={{ margin: '-0.75rem 0 1rem' }} />
        <TextField label={t('password.confirm')} {...password('confirmPassword')} autoComplete="new-password" />
        <p style={{ margin: '0 0 1rem' }}>
          <input id={ids.show} type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />{' '}
          <label htmlFor={ids.show}>{t('password.show')}</label>
        </p>
        <Actions>
          <SubmitButton busy={saving} busyLabel={t('password.changing')}>
            {t('password.change')}
          </SubmitButton>
        </Actions>
      </form>
    </Section>
  );
}

const CHANNELS = [
  { key: 'sms', label: 'notifications.sms' },
  { key: 'email', label: 'notifications.email' },
  { key: 'whatsapp', label: 'notifications.whatsapp' },
] as const satisfies readonly { key: keyof NotificationPreferences; label: string }[];

function NotificationsSection() {
  const t = accountMessages.useT();
  const settings = useUseCase(ACCOUNT.AccountSettings);
  const query = settings.notificationPreferences();
  const state = useQuery(query);
  const headingId = useId();

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notifications.title')}</h2>
      {state.kind === 'loading' && <p role="status">{t('notifications.loading')}</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what={t('notifications.what')} retry={query.reload} />}
      {state.kind === 'ready' && <NotificationsForm saved={state.value} headingId={headingId} />}
    </Section>
  );
}

/** The channels as saved, ticked and unticked until they are saved: nothing typed, so nothing to check. */
function NotificationsForm({ saved, headingId }: { saved: NotificationPreferences; headingId: string }) {
  const t = accountMessages.useT();
  const say = useDomainText();
  const settings = useUseCase(ACCOUNT.AccountSettings);
  const [ticked, setTicked] = useState<NotificationPreferences | null>(null);
  const preferences = ticked ?? saved;
  const [message, setMessage] = useState<{ tone: 'saved' } | { tone: 'failed'; reason: string } | null>(null);
  const { busy: saving, onSubmit } = useCheckedSubmit<never, NotificationPreferences>({
    validate: () => Ok(preferences),
    onStart: () => setMessage(null),
    submit: async (chosen) => {
      const result = await settings.saveNotificationPreferences(chosen);
      if (result.isOk()) {
        setTicked(null);
        setMessage({ tone: 'saved' });
      } else if (result.error.kind !== 'in-progress') {
        setMessage({ tone: 'failed', reason: describeApiError(result.error) });
      }
    },
  });

  return (
    <form onSubmit={onSubmit} aria-labelledby={headingId}>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
        <legend>{t('notifications.by')}</legend>
        {CHANNELS.map((channel) => (
          <p key={channel.key} style={{ margin: '0.5rem 0' }}>
            <label>
              <input
                type="checkbox"
                name={channel.key}
                checked={preferences[channel.key]}
                onChange={(e) => {
                  setMessage(null);
                  setTicked({ ...preferences, [channel.key]: e.target.checked });
                }}
              />{' '}
              {t(channel.label)}
            </label>
          </p>
        ))}
      </fieldset>
      {message?.tone === 'saved' && <Success role="status">{t('notifications.saved')}</Success>}
      {message?.tone === 'failed' && <FormAlert role="alert">{t('notifications.notSaved', { reason: say(message.reason) })}</FormAlert>}
      <Actions>
        <SubmitButton busy={saving} busyLabel={t('saving')}>
          {t('notifications.save')}
        </SubmitButton>
      </Actions>
    </form>
  );
}

/** The app's language, which belongs to this device rather than the account (docs/decisions.md). */
function LanguageSection() {
  const t = accountMessages.useT();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('language.title')}</h2>
      <Hint style={{ marginBottom: '0.75rem' }}>{t('language.hint')}</Hint>
      <LanguageSwitch />
    </Section>
  );
}

function SignOutSection() {
  const t = accountMessages.useT();
  const session = useUseCase(TOKENS.Session);
  const { busy: signingOut, run } = useThrottledSubmit();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signOut.title')}</h2>
      <Hint style={{ marginBottom: '0.75rem' }}>{t('signOut.hint')}</Hint>
      <Button
        type="button"
        $variant="secondary"
        disabled={signingOut}
        onClick={() =>
          run(async () => {
            await session.logout();
            // The logout moves the page home, so the button stays busy.
            return 'keep-busy';
          })
        }
      >
        {signingOut ? t('signOut.busy') : t('signOut.button')}
      </Button>
    </Section>
  );
}

/** /patient/settings */
export default function SettingsPage({ route }: PageProps) {
  const title = usePageTitle(route);
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <ChangePasswordSection />
      <NotificationsSection />
      <LanguageSection />
      <SignOutSection />
    </Card>
  );
}
