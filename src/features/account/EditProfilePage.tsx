import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ProfileFormField } from '../../../domain/account/profile-editing';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useQuery } from '../../ui/use-query';
import { ProfileForm } from './ProfileForm';

const FIELDS: readonly ProfileFormField[] = ['firstName', 'lastName', 'email', 'gender', 'dateOfBirth', 'pincode', 'city', 'state', 'profileUrl'];

const PROFILE_SAVED_MESSAGE = 'Your profile has been saved';

/** /patient/edit-profile; `?field=email` opens with the cursor in that field. */
export default function EditProfilePage() {
  const query = useUseCase(ACCOUNT.ProfileEditing).editable();
  const state = useQuery(query);
  const toasts = useUseCase(TOKENS.Toasts);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const wanted = search.get('field');
  const focusField = FIELDS.find((f) => f === wanted) ?? null;

  return (
    <Card>
      <PageTitle>Edit profile</PageTitle>
      {state.kind === 'loading' && <p role="status">Loading your profile…</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what="your profile" retry={query.reload} />}
      {state.kind === 'ready' && (
        <>
          <ProfileForm
            initial={state.value.form}
            notificationPreferences={state.value.notificationPreferences}
            submitLabel="Save profile"
            focusField={focusField}
            onSaved={() => {
              toasts.show(PROFILE_SAVED_MESSAGE, 'success');
              void navigate('/patient/my-profile');
            }}
          />
          <p>
            <Link to="/patient/my-profile">Back to my profile without saving</Link>
          </p>
        </>
      )}
    </Card>
  );
}
