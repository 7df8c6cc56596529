import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ProfileFormField } from '../../../domain/account/profile-editing';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useQuery } from '../../ui/use-query';
import { ProfileForm } from './ProfileForm';
import { accountMessages } from './messages';

const FIELDS: readonly ProfileFormField[] = ['firstName', 'lastName', 'email', 'gender', 'dateOfBirth', 'pincode', 'city', 'state', 'profileUrl'];

/** /patient/edit-profile; `?field=email` opens with the cursor in that field. */
export default function EditProfilePage({ route }: PageProps) {
  const t = accountMessages.useT();
  const title = usePageTitle(route);
  const query = useUseCase(ACCOUNT.ProfileEditing).editable();
  const state = useQuery(query);
  const toasts = useUseCase(TOKENS.Toasts);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const wanted = search.get('field');
  const focusField = FIELDS.find((f) => f === wanted) ?? null;

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {state.kind === 'loading' && <p role="status">{t('profile.loading')}</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what={t('profile.what')} retry={query.reload} />}
      {state.kind === 'ready' && (
        <>
          <ProfileForm
            initial={state.value.form}
            notificationPreferences={state.value.notificationPreferences}
            submitLabel={t('edit.submit')}
            focusField={focusField}
            onSaved={() => {
              toasts.show(t('edit.saved'), 'success');
              void navigate('/patient/my-profile');
            }}
          />
          <p>
            <Link to="/patient/my-profile">{t('edit.back')}</Link>
          </p>
        </>
      )}
    </Card>
  );
}
