import { Err, Ok } from 'ts-results-es';
import type { Gender } from '../account/model';
import { DATA_NOT_FOUND, type Relationship } from '../shared/constants';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { ageText, GENDER_LABELS, memberAge, RELATION_LABELS, type FamilyMember } from './model';
import type { FamilyApi } from './ports';
import { byCodeUnits } from '../shared/order';

/**
 * GET /user/getFamilyTreeForWebView?userId: the patient and their family as the web view shows
 * them. No mobile numbers: a doctor reading the tree during a consultation needs who is who and
 * their ages, not how to reach them.
 */
export interface FamilyTree {
  patient: { id: string; name: string; gender: Gender | null; dateOfBirth: string | null };
  members: Omit<FamilyMember, 'mobileNumber' | 'linked'>[];
}

/** One person of the tree as the page shows them. */
export interface FamilyTreePerson {
  id: string;
  name: string;
  /** 'Husband'; for the patient, 'Patient'. */
  relation: string;
  /** '40 years', 'under 1 year'; null when no date of birth is known. */
  age: string | null;
  gender: string | null;
}

/**
 * The tree by generation around the patient: parents above; spouse and siblings beside; children
 * below; friends (not family, but someone the patient books for) apart. Each row eldest first,
 * the spouse before the siblings.
 */
export interface FamilyTreeView {
  patient: FamilyTreePerson;
  parents: FamilyTreePerson[];
  beside: FamilyTreePerson[];
  children: FamilyTreePerson[];
  others: FamilyTreePerson[];
}

type Row = 'parents' | 'beside' | 'children' | 'others';

const ROW_OF: Readonly<Record<Relationship, Row>> = {
  FATHER: 'parents',
  MOTHER: 'parents',
  WIFE: 'beside',
  HUSBAND: 'beside',
  BROTHER: 'beside',
  SISTER: 'beside',
  SON: 'children',
  DAUGHTER: 'children',
  FRIEND: 'others',
};

const spouseFirst = (relation: Relationship): number => (relation === 'WIFE' || relation === 'HUSBAND' ? 0 : 1);

/** '/familyTree/{id}/true' is the doctor's read-only view; anything else (or nothing) the patient's. */
export function isDoctorView(param: string | undefined): boolean {
  return param?.trim().toLowerCase() === 'true';
}

function age(dateOfBirth: string | null, today: Date): string | null {
  return dateOfBirth === null ? null : ageText(memberAge({ dateOfBirth }, today));
}

/** Lays the tree out by generation; INACTIVE members (switched off by the patient) are left out. */
export function layOutFamilyTree(tree: FamilyTree, today: Date): FamilyTreeView {
  const rows: Record<Row, FamilyTreePerson[]> = { parents: [], beside: [], children: [], others: [] };
  const members = tree.members
    .filter((member) => member.status === 'ACTIVE')
    .sort(
      (a, b) => spouseFirst(a.relation) - spouseFirst(b.relation) || byCodeUnits(a.dateOfBirth, b.dateOfBirth),
    );
  for (const member of members) {
    rows[ROW_OF[member.relation]].push({
      id: member.id,
      name: member.name,
      relation: RELATION_LABELS[member.relation],
      age: age(member.dateOfBirth, today),
      gender: GENDER_LABELS[member.gender],
    });
  }
  const { patient } = tree;
  return {
    patient: {
      id: patient.id,
      name: patient.name,
      relation: 'Patient',
      age: age(patient.dateOfBirth, today),
      gender: patient.gender === null ? null : GENDER_LABELS[patient.gender],
    },
    ...rows,
  };
}

export interface FamilyTreeWebViewDeps {
  api: FamilyApi;
  clock: Clock;
  queries: QueryCache;
}

/** Where the session keeps family trees, by the patient's user id. */
export const FAMILY_TREE_QUERIES = {
  tree: (userId: string) => ['family', 'tree', userId],
  mine: ['family', 'tree'],
} as const;

/**
 * The family-tree web view of /familyTree/{id}/{isDoctor?}: opened in the doctor's console
 * during a consultation, or in the patient's app. The page shows errors in place.
 */
export class FamilyTreeWebView {
  constructor(private readonly deps: FamilyTreeWebViewDeps) {}

  tree(userId: string): Query<FamilyTreeView> {
    const id = userId.trim();
    return this.deps.queries.query(FAMILY_TREE_QUERIES.tree(id), async () => {
      if (id === '') return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
      const tree = await this.deps.api.familyTreeForWebView(id);
      if (tree.isErr()) return Err(tree.error);
      return Ok(layOutFamilyTree(tree.value, this.deps.clock.now()));
    });
  }

  /** The signed-in patient's own tree (GET /user/getFamilyTree), for /patient/family-tree. */
  mine(): Query<FamilyTreeView> {
    return this.deps.queries.query(FAMILY_TREE_QUERIES.mine, async () => {
      const tree = await this.deps.api.familyTree();
      if (tree.isErr()) return Err(tree.error);
      return Ok(layOutFamilyTree(tree.value, this.deps.clock.now()));
    });
  }
}
