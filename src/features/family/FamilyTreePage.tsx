import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isDoctorView, type FamilyTreePerson, type FamilyTreeView } from '../../../domain/family/family-tree';
import { loginPathFor } from '../../../domain/navigation/refer-path';
import { DATA_NOT_FOUND } from '../../../domain/shared/constants';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { FAMILY } from '../../app/modules/family/tokens';
import { FieldError, Hint, IconDisc, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSignedIn } from '../../ui/use-signed-in';
import { FamilyIcon } from '../../ui/icons';
import { useQuery } from '../../ui/use-query';

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
  const signedIn = useSignedIn();
  const doctor = isDoctorView(params.isDoctor);
  if (!signedIn) return <OpenFromTheApp title={route.title} doctor={doctor} />;
  return <FamilyTree title={route.title} userId={params.id ?? ''} doctor={doctor} />;
}

function OpenFromTheApp({ title, doctor }: { title: string; doctor: boolean }) {
  const location = useLocation();
  return (
    <Screen>
      <PageTitle>{title}</PageTitle>
      {doctor ? (
        <p>This family tree opens from the doctor console during a consultation. Open it again from the patient’s consultation there.</p>
      ) : (
        <p>
          Open your family tree from the CareWell app, or <Link to={loginPathFor(`${location.pathname}${location.search}`)}>log in</Link> to see it here.
        </p>
      )}
    </Screen>
  );
}

function FamilyTree({ title, userId, doctor }: { title: string; userId: string; doctor: boolean }) {
  const query = useUseCase(FAMILY.FamilyTree).tree(userId);
  const state = useQuery(query);

  if (state.kind === 'loading') {
    return (
      <Screen>
        <PageTitle>{title}</PageTitle>
        <p role="status">Loading the family tree…</p>
      </Screen>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Screen>
        <PageTitle>{title}</PageTitle>
        {state.error.kind === 'not-found' ? (
          <FieldError role="alert">
            {DATA_NOT_FOUND}: we could not find this family tree. Check the link, or open it again from {doctor ? 'the consultation' : 'the app'}.
          </FieldError>
        ) : (
          <LoadFailed error={state.error} what="the family tree" retry={query.reload} />
        )}
      </Screen>
    );
  }
  return <Tree view={state.value} doctor={doctor} />;
}

function Tree({ view, doctor }: { view: FamilyTreeView; doctor: boolean }) {
  const members = view.parents.length + view.beside.length + view.children.length + view.others.length;
  return (
    <Screen>
      <PageTitle>Family tree of {view.patient.name}</PageTitle>
      {doctor && <Hint>Read-only, for the consulting doctor.</Hint>}
      <Row heading="Parents" people={view.parents} />
      <Generation aria-labelledby="tree-patient">
        <h2 id="tree-patient">{doctor ? 'Patient, spouse and siblings' : 'You, spouse and siblings'}</h2>
        <ul>
          <PersonCard person={view.patient} centre />
          {view.beside.map((person) => (
            <PersonCard key={person.id} person={person} />
          ))}
        </ul>
      </Generation>
      <Row heading="Children" people={view.children} />
      <Row heading="Others" people={view.others} />
      {members === 0 && (
        <>
          <IconDisc>
            <FamilyIcon />
          </IconDisc>
          <p>No family members have been added yet.</p>
        </>
      )}
      {!doctor && (
        <p>
          <Link to="/patient/family-tree">Manage your family</Link>
        </p>
      )}
    </Screen>
  );
}

function Row({ heading, people }: { heading: string; people: readonly FamilyTreePerson[] }) {
  if (people.length === 0) return null;
  const id = `tree-${heading.toLowerCase()}`;
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
  const details = [person.relation, person.age, person.gender].filter((part): part is string => part !== null);
  return (
    <Person $centre={centre} aria-current={centre ? 'true' : undefined}>
      <h3>{person.name}</h3>
      <p>{details.join(' · ')}</p>
    </Person>
  );
}
