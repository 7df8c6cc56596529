import { useId, useState, type ChangeEvent } from 'react';
import { Ok } from 'ts-results-es';
import type { ChangePasswordField, ChangePasswordForm } from '../../../domain/account/account-settings';
import type { NotificationPreferences } from '../../../domain/account/model';
import { describeApiError } from '../../../domain/shared/errors';
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

const EMPTY_PASSWORDS: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordSection() {
  const settings = useUseCase(ACCOUNT.AccountSettings);
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
      setServerError(`Your password was not changed. ${describeApiError(error)}`);
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
      <h2 id={ids.heading}>Change password</h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={ids.heading}>
        {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
        {done && (
          <Success role="status" style={{ marginBottom: '1rem' }}>
            Your password has been changed. Use it the next time you log in.
          </Success>
        )}
        <TextField label="Current password" {...password('currentPassword')} autoComplete="current-password" />
        <TextField label="New password" {...password('newPassword')} autoComplete="new-password" describedByExtra={ids.rules} />
        <PasswordRules id={ids.rules} password={values.newPassword} tickWhenEmpty style={{ margin: '-0.75rem 0 1rem' }} />
        <TextField label="Confirm new password" {...password('confirmPassword')} autoComplete="new-password" />
        <p style={{ margin: '0 0 1rem' }}>
          <input id={ids.show} type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />{' '}
          <label htmlFor={ids.show}>Show passwords</label>
        </p>
        <Actions>
          <SubmitButton busy={saving} busyLabel="Changing…">
            Change password
          </SubmitButton>
        </Actions>
      </form>
    </Section>
  );
}

const CHANNELS: readonly { key: keyof NotificationPreferences; label: string }[] = [
  { key: 'sms', label: 'SMS' },
  { key: 'email', label: 'E-mail' },
  { key: 'whatsapp', label: 'WhatsApp' },
];

function NotificationsSection() {
  const settings = useUseCase(ACCOUNT.AccountSettings);
  const query = settings.notificationPreferences();
  const state = useQuery(query);
  const headingId = useId();

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Notifications</h2>
      {state.kind === 'loading' && <p role="status">Loading your notification choices…</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what="your notification choices" retry={query.reload} />}
      {state.kind === 'ready' && <NotificationsForm saved={state.value} headingId={headingId} />}
    </Section>
  );
}

/** The channels as saved, ticked and unticked until they are saved: nothing typed, so nothing to check. */
function NotificationsForm({ saved, headingId }: { saved: NotificationPreferences; headingId: string }) {
  const settings = useUseCase(ACCOUNT.AccountSettings);
  const [ticked, setTicked] = useState<NotificationPreferences | null>(null);
  const preferences = ticked ?? saved;
  const [message, setMessage] = useState<{ tone: 'saved' | 'failed'; text: string } | null>(null);
  const { busy: saving, onSubmit } = useCheckedSubmit<never, NotificationPreferences>({
    validate: () => Ok(preferences),
    onStart: () => setMessage(null),
    submit: async (chosen) => {
      const result = await settings.saveNotificationPreferences(chosen);
      if (result.isOk()) {
        setTicked(null);
        setMessage({ tone: 'saved', text: 'Your notification choices have been saved.' });
      } else if (result.error.kind !== 'in-progress') {
        setMessage({ tone: 'failed', text: `Your choices were not saved. ${describeApiError(result.error)}` });
      }
    },
  });

  return (
    <form onSubmit={onSubmit} aria-labelledby={headingId}>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
        <legend>Send me reminders and updates about consultations, orders and reports by</legend>
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
              {channel.label}
            </label>
          </p>
        ))}
      </fieldset>
      {message?.tone === 'saved' && <Success role="status">{message.text}</Success>}
      {message?.tone === 'failed' && <FormAlert role="alert">{message.text}</FormAlert>}
      <Actions>
        <SubmitButton busy={saving} busyLabel="Saving…">
          Save notification choices
        </SubmitButton>
      </Actions>
    </form>
  );
}

function SignOutSection() {
  const session = useUseCase(TOKENS.Session);
  const { busy: signingOut, run } = useThrottledSubmit();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Sign out</h2>
      <Hint style={{ marginBottom: '0.75rem' }}>Signs you out on this browser. Everything in your account stays as it is.</Hint>
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
        {signingOut ? 'Signing out…' : 'Sign out'}
      </Button>
    </Section>
  );
}

/** /patient/settings */
export default function SettingsPage() {
  return (
    <Card>
      <PageTitle>Settings</PageTitle>
      <ChangePasswordSection />
      <NotificationsSection />
      <SignOutSection />
    </Card>
  );
}
