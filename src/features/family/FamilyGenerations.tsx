import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { FamilyTreePerson, FamilyTreeView } from '../../../domain/family/family-tree';
import { IconDisc } from '../../ui/controls';
import { FamilyIcon } from '../../ui/icons';
import { useDomainText } from '../../i18n/domain-text';
import { memberDetailsPath } from './member-paths';
import { familyMessages } from './messages';

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
  position: relative;
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
  /* The whole card opens the member, not only their name: a tap anywhere on it is meant. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/**
 * The tree by generation around the patient: parents, the patient's row, children, others; each
 * person with relation, age and gender. With `linkMembers`, a member's card opens their details.
 */
export function FamilyGenerations({ view, centreRow, linkMembers }: { view: FamilyTreeView; centreRow: string; linkMembers: boolean }) {
  const t = familyMessages.useT();
  const members = view.parents.length + view.beside.length + view.children.length + view.others.length;
  return (
    <>
      <Row id="tree-parents" heading={t('tree.parents')} people={view.parents} linked={linkMembers} />
      <Generation aria-labelledby="tree-patient">
        <h2 id="tree-patient">{centreRow}</h2>
        <ul>
          <PersonCard person={view.patient} centre linked={false} />
          {view.beside.map((person) => (
            <PersonCard key={person.id} person={person} linked={linkMembers} />
          ))}
        </ul>
      </Generation>
      <Row id="tree-children" heading={t('tree.children')} people={view.children} linked={linkMembers} />
      <Row id="tree-others" heading={t('tree.others')} people={view.others} linked={linkMembers} />
      {members === 0 && (
        <>
          <IconDisc>
            <FamilyIcon />
          </IconDisc>
          <p>{t('tree.empty')}</p>
        </>
      )}
    </>
  );
}

function Row({ id, heading, people, linked }: { id: string; heading: string; people: readonly FamilyTreePerson[]; linked: boolean }) {
  if (people.length === 0) return null;
  return (
    <Generation aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {people.map((person) => (
          <PersonCard key={person.id} person={person} linked={linked} />
        ))}
      </ul>
    </Generation>
  );
}

function PersonCard({ person, centre = false, linked }: { person: FamilyTreePerson; centre?: boolean; linked: boolean }) {
  const say = useDomainText();
  const details = [person.relation, person.age, person.gender].filter((part): part is string => part !== null).map(say);
  return (
    <Person $centre={centre} aria-current={centre ? 'true' : undefined}>
      <h3 translate="no">{linked ? <Link to={memberDetailsPath(person.id)}>{person.name}</Link> : person.name}</h3>
      <p>{details.join(' · ')}</p>
    </Person>
  );
}
