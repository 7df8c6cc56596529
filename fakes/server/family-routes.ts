import type { FamilyTree } from '../../domain/family/family-tree';
import type { FamilyMember } from '../../domain/family/model';
import type { FakeBackend } from '../backend';
import { FakeFamilyService } from '../family/service';
import { FakeTravelService } from '../family/travel';
import { str, strings } from './request-fields';
import type { Route } from './app';

/** A member in the wire shape of docs/api.md ("Family members"). */
export function familyMemberWire(member: FamilyMember) {
  return {
    id: member.id,
    name: member.name,
    relation: member.relation,
    gender: member.gender,
    dateOfBirth: member.dateOfBirth,
    mobileNumber: member.mobileNumber,
    status: member.status,
    linked: member.linked,
  };
}

/** Absent or null is empty (the optional mobile number); any other non-string is kept as JSON text, so the rules refuse it. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The member's fields of a POST body, as the form holds them. */
function memberForm(body: Record<string, unknown>) {
  return {
    name: text(body.name),
    relation: text(body.relation),
    gender: text(body.gender),
    dateOfBirth: text(body.dateOfBirth),
    mobileNumber: text(body.mobileNumber),
  };
}

/** A companion's fields of a POST body, as the form holds them; the age may come as a number. */
function travelForm(body: Record<string, unknown>) {
  return {
    name: text(body.name),
    relation: text(body.relation),
    age: typeof body.age === 'number' ? String(body.age) : text(body.age),
    gender: text(body.gender),
    mobileNumber: text(body.mobileNumber),
    idType: text(body.idType),
    idNumber: text(body.idNumber),
    needs: strings(body.needs),
  };
}

const treeWire = (tree: FamilyTree) => ({
  patient: tree.patient,
  members: tree.members.map(({ id, name, relation, gender, dateOfBirth, status }) => ({ id, name, relation, gender, dateOfBirth, status })),
});

/** The family area of docs/api.md over the fake store. Registered by createFakeApi (fakes/server/app.ts). */
export function familyRoutes(backend: FakeBackend): Route[] {
  const family = new FakeFamilyService(backend);
  const travel = new FakeTravelService(backend);
  return [
    {
      method: 'GET',
      path: /^\/user\/travelMembers$/,
      mutates: false,
      handle: (c) => travel.party(c.token, c.query.get('userId')?.trim() ?? ''),
    },
    {
      method: 'POST',
      path: /^\/user\/addTravelMember$/,
      mutates: true,
      handle: (c) => travel.add(c.token, str(c.body.userId), travelForm(c.body)),
    },
    {
      method: 'POST',
      path: /^\/user\/travelMember$/,
      mutates: true,
      handle: (c) => travel.update(c.token, str(c.body.userId), str(c.body.id), travelForm(c.body)),
    },
    {
      method: 'POST',
      path: /^\/user\/removeTravelMember$/,
      mutates: true,
      handle: (c) => travel.remove(c.token, str(c.body.userId), str(c.body.id)),
    },
    {
      method: 'GET',
      path: /^\/user\/getFamilyMember$/,
      mutates: false,
      handle: (c) => {
        const aptId = c.query.get('aptId');
        return family.members(c.token, aptId === null || aptId.trim() === '' ? undefined : aptId).map((list) => list.map(familyMemberWire));
      },
    },
    {
      method: 'POST',
      path: /^\/user\/addFamilyMember$/,
      mutates: true,
      handle: (c) => family.addMember(c.token, memberForm(c.body)).map(familyMemberWire),
    },
    {
      method: 'GET',
      path: /^\/user\/getFamilyMemberByCond$/,
      mutates: false,
      handle: (c) => family.member(c.token, c.query.get('famId')?.trim() ?? '').map(familyMemberWire),
    },
    {
      method: 'POST',
      path: /^\/user\/familyMember$/,
      mutates: true,
      handle: (c) => family.updateMember(c.token, text(c.body.id).trim(), memberForm(c.body)).map(familyMemberWire),
    },
    {
      method: 'POST',
      path: /^\/user\/familyMember\/([^/]+)$/,
      mutates: true,
      handle: (c) => family.removeMember(c.token, c.params[0] ?? ''),
    },
    {
      method: 'GET',
      path: /^\/user\/patient\/byMobile$/,
      mutates: false,
      handle: (c) => family.findAccount(c.token, c.query.get('mobileNumber')?.trim() ?? ''),
    },
    {
      method: 'POST',
      path: /^\/user\/linkFamilyMember\/sendOtp$/,
      mutates: true,
      handle: (c) => family.sendLinkOtp(c.token, text(c.body.mobileNumber), text(c.body.relation)),
    },
    {
      method: 'POST',
      path: /^\/user\/linkFamilyMember$/,
      mutates: true,
      handle: (c) => family.confirmLink(c.token, text(c.body.mobileNumber), text(c.body.relation), text(c.body.otp)).map(familyMemberWire),
    },
    { method: 'GET', path: /^\/user\/getFamilyTree$/, mutates: false, handle: (c) => family.familyTree(c.token).map(treeWire) },
    { method: 'GET', path: /^\/user\/family\/relations$/, mutates: false, handle: () => family.relations() },
    {
      method: 'GET',
      path: /^\/user\/getFamilyTreeForWebView$/,
      mutates: false,
      handle: (c) => family.familyTree(c.token, c.query.get('userId')?.trim() ?? '').map(treeWire),
    },
  ];
}
