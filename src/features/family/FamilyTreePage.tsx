import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isDoctorView, type FamilyTreeView } from '../../../domain/family/family-tree';
import { loginPathFor } from '../../../domain/navigation/refer-path';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { FAMILY } from '../../app/modules/family/tokens';
import { FieldError, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSignedIn } from '../../ui/use-signed-in';
import { useQuery } from '../../ui/use-query';
import { richText } from '../../ui/rich-text';
import { usePageTitle } from '../../i18n/page-titles';
import { FamilyGenerations } from './FamilyGenerations';
import { familyMessages } from './messages';

/** The web view owns the whole screen (video layout) and is read across a consulting room. */
const Screen = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  font-size: 1.1rem;
`;

/**
 * /familyTree/{id}/{isDoctor?}: the family-tree web view of patient {id}, opened in the doctor's
 * console during a consultation ('true': read-only) or in the patient's app. The session comes
 * with the address (`?token=`, taken at start-up) or from the app in this browser.
 */
export default function FamilyTreePage({ route, params }: PageProps) {
  const title = usePageTitle(route);
  const signedIn = useSignedIn();
  const doctor = isDoctorView(params.isDoctor);
  if (!signedIn) return <OpenFromTheApp title={title} doctor={doctor} />;
  return <FamilyTree title={title} userId={params.id ?? ''} doctor={doctor} />;
}

function OpenFromTheApp({ title, doctor }: { title: string; doctor: boolean }) {
  const t = familyMessages.useT();
  const location = useLocation();
  return (
    <Screen>
      <PageTitle>{title}</PageTitle>
      {doctor ? (
        <p>{t('tree.doctorOnly')}</p>
      ) : (
        <p>
          {richText((values) => t('tree.openFromApp', values), {
            login: <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{t('tree.login')}</Link>,
          })}
        </p>
      )}
    </Screen>
  );
}

function FamilyTree({ title, userId, doctor }: { title: string; userId: string; doctor: boolean }) {
  const t = familyMessages.useT();
  const query = useUseCase(FAMILY.FamilyTree).tree(userId);
  const state = useQuery(query);

  if (state.kind === 'loading') {
    return (
      <Screen>
        <PageTitle>{title}</PageTitle>
        <p role="status">{t('tree.loading')}</p>
      </Screen>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Screen>
        <PageTitle>{title}</PageTitle>
        {state.error.kind === 'not-found' ? (
          <FieldError role="alert">{doctor ? t('tree.notFound.doctor') : t('tree.notFound.app')}</FieldError>
        ) : (
          <LoadFailed error={state.error} what={t('tree.what')} retry={query.reload} />
        )}
      </Screen>
    );
  }
  return <Tree view={state.value} doctor={doctor} />;
}

function Tree({ view, doctor }: { view: FamilyTreeView; doctor: boolean }) {
  const t = familyMessages.useT();
  return (
    <Screen>
      <PageTitle>{t('tree.title', { name: view.patient.name })}</PageTitle>
      {doctor && <Hint>{t('tree.readOnly')}</Hint>}
      {/* The doctor's console reads the tree; the patient's app opens a member from it. */}
      <FamilyGenerations view={view} centreRow={doctor ? t('tree.patientRow') : t('tree.youRow')} linkMembers={!doctor} />
      {!doctor && (
        <p>
          <Link to="/patient/family-tree">{t('tree.manage')}</Link>
        </p>
      )}
    </Screen>
  );
}
