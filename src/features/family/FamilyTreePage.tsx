import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isDoctorView, type FamilyTreePerson, type FamilyTreeView } from '../../../domain/family/family-tree';
import { loginPathFor } from '../../../domain/navigation/refer-path';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { FAMILY } from '../../app/modules/family/tokens';
import { FieldError, Hint, IconDisc, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSignedIn } from '../../ui/use-signed-in';
import { FamilyIcon } from '../../ui/icons';
import { useQuery } from '../../ui/use-query';
import { richText } from '../../ui/rich-text';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { familyMessages } from './messages';

/** The web view owns the whole screen (video layout) and is read across a consulting room. */
const Screen = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  font-size: 1.1rem;
`;

const Generation = styled.section`
  margin: 1.25rem 0;
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colours.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

const Person = styled.li<{ $centre?: boolean }>`
  border: ${({ $centre }) => ($centre ? 2 : 1)}px solid ${({ theme, $centre }) => ($centre ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  background: #fff;
  h3 {
    font-size: 1.15rem;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
  }
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
  const members = view.parents.length + view.beside.length + view.children.length + view.others.length;
  return (
    <Screen>
      <PageTitle>{t('tree.title', { name: view.patient.name })}</PageTitle>
      {doctor && <Hint>{t('tree.readOnly')}</Hint>}
      <Row id="tree-parents" heading={t('tree.parents')} people={view.parents} />
      <Generation aria-labelledby="tree-patient">
        <h2 id="tree-patient">{doctor ? t('tree.patientRow') : t('tree.youRow')}</h2>
        <ul>
          <PersonCard person={view.patient} centre />
          {view.beside.map((person) => (
            <PersonCard key={person.id} person={person} />
          ))}
        </ul>
      </Generation>
      <Row id="tree-children" heading={t('tree.children')} people={view.children} />
      <Row id="tree-others" heading={t('tree.others')} people={view.others} />
      {members === 0 && (
        <>
          <IconDisc>
            <FamilyIcon />
          </IconDisc>
          <p>{t('tree.empty')}</p>
        </>
      )}
      {!doctor && (
        <p>
          <Link to="/patient/family-tree">{t('tree.manage')}</Link>
        </p>
      )}
    </Screen>
  );
}

function Row({ id, heading, people }: { id: string; heading: string; people: readonly FamilyTreePerson[] }) {
  if (people.length === 0) return null;
  return (
    <Generation aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {people.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </ul>
    </Generation>
  );
}

function PersonCard({ person, centre = false }: { person: FamilyTreePerson; centre?: boolean }) {
  const say = useDomainText();
  const details = [person.relation, person.age, person.gender].filter((part): part is string => part !== null).map(say);
  return (
    <Person $centre={centre} aria-current={centre ? 'true' : undefined}>
      <h3 translate="no">{person.name}</h3>
      <p>{details.join(' · ')}</p>
    </Person>
  );
}
