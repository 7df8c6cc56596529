import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReferTarget } from '../../../domain/navigation/refer-path';
import { homeOf } from '../../../domain/session/menus';
import { useUseCase } from '../../app/di';
import { useMenuContext } from '../../app/shell/use-menu-context';
import { TOKENS } from '../../app/tokens';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useQuery } from '../../ui/use-query';
import { accountMessages } from './messages';
import { ProfileForm } from './ProfileForm';

/**
 * /auth/create-profile: after registration or a first OTP sign-in. Saving (or skipping)
 * continues where the `refer` parameter says, else on the home of the user's role.
 */
export default function CreateProfilePage() {
  const t = accountMessages.useT();
  const query = useUseCase(ACCOUNT.ProfileEditing).editable();
  const state = useQuery(query);
  const toasts = useUseCase(TOKENS.Toasts);
  const context = useMenuContext();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = safeReferTarget(search.get('refer')) ?? homeOf({ ...context, loggedIn: true });

  return (
    <Card>
      <PageTitle>{t('create.title')}</PageTitle>
      <Hint style={{ marginBottom: '1rem' }}>
        {t('create.hint')}
      </Hint>
      {state.kind === 'loading' && <p role="status">{t('profile.loading')}</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what={t('profile.what')} retry={query.reload} />}
      {state.kind === 'ready' && (
        <>
          <ProfileForm
            initial={state.value.form}
            notificationPreferences={state.value.notificationPreferences}
            submitLabel={t('create.submit')}
            onSaved={(profile) => {
              toasts.show(t('create.welcome', { name: profile.firstName }), 'success');
              void navigate(target, { replace: true });
            }}
          />
          <p>
            <Link to={target} replace>
              {t('create.skip')}
            </Link>
          </p>
        </>
      )}
    </Card>
  );
}
