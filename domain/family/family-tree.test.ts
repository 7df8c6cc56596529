import { describe, expect, it } from 'vitest';
import { FamilyTreeWebView, isDoctorView, layOutFamilyTree } from './family-tree';
import { fixedClock, member, MemoryFamilyApi, recordingErrors, TODAY } from './test-support';
import { testQueries } from '../shared/test-doubles';

const husband = member({ id: 'fm-1', name: 'Amit Sharma', relation: 'HUSBAND', dateOfBirth: '1989-03-14' });
const daughter = member({ id: 'fm-2', name: 'Ananya Sharma', relation: 'DAUGHTER', gender: 'FEMALE', dateOfBirth: '2019-08-21', mobileNumber: null });
const mother = member({ id: 'fm-3', name: 'Sunita Agarwal', relation: 'MOTHER', gender: 'FEMALE', dateOfBirth: '1964-11-02' });
const elderBrother = member({ id: 'fm-4', name: 'Rohit Agarwal', relation: 'BROTHER', dateOfBirth: '1985-01-01' });
const friend = member({ id: 'fm-5', name: 'Meera Iyer', relation: 'FRIEND', gender: 'FEMALE', dateOfBirth: '1991-06-30' });
const removedFather = member({ id: 'fm-6', name: 'Ramesh Agarwal', relation: 'FATHER', dateOfBirth: '1960-05-05', status: 'INACTIVE' });
const newborn = member({ id: 'fm-7', name: 'Baby Sharma', relation: 'SON', dateOfBirth: '2026-10-01', mobileNumber: null });

function setup(list = [husband, daughter, mother]) {
  const api = new MemoryFamilyApi([...list]);
  const recorded = recordingErrors();
  const tree = new FamilyTreeWebView({ api: recorded.errors.guard(api), clock: fixedClock, queries: testQueries() });
  return { api, tree, ...recorded };
}

describe('the family tree web view', () => {
  it('puts the patient at the centre with parents above, spouse beside and children below, each with relation, age and gender', async () => {
    const { tree, api } = setup();
    const view = (await tree.tree('u-1').value()).unwrap();
    expect(api.calls).toEqual(['familyTreeForWebView?userId=u-1']);
    expect(view.patient).toEqual({ id: 'u-1', name: 'Priya Sharma', relation: 'Patient', age: '34 years', gender: 'Female' });
    expect(view.parents).toEqual([{ id: 'fm-3', name: 'Sunita Agarwal', relation: 'Mother', age: '62 years', gender: 'Female' }]);
    expect(view.beside).toEqual([{ id: 'fm-1', name: 'Amit Sharma', relation: 'Husband', age: '37 years', gender: 'Male' }]);
    expect(view.children).toEqual([{ id: 'fm-2', name: 'Ananya Sharma', relation: 'Daughter', age: '7 years', gender: 'Female' }]);
    expect(view.others).toEqual([]);
  });

  it('says "not found" for an id the server does not give, and asks nothing for an empty one', async () => {
    const { tree, api } = setup();
    expect((await tree.tree('u-99').value()).unwrapErr()).toEqual({ kind: 'not-found', message: 'Data Not Found' });
    expect((await tree.tree('  ').value()).unwrapErr()).toEqual({ kind: 'not-found', message: 'Data Not Found' });
    expect(api.calls).toEqual(['familyTreeForWebView?userId=u-99']);
  });

  it('returns a failure for the page to show, without a toast, and a 401 ends the session', async () => {
    const { tree, api, toasts, sessionCleared } = setup();
    api.fail('familyTreeForWebView', { kind: 'server', status: 500, message: 'Down' });
    expect((await tree.tree('u-1').value()).unwrapErr()).toMatchObject({ kind: 'server' });
    expect(toasts).toEqual([]);
    api.fail('familyTreeForWebView', { kind: 'unauthorized' });
    expect((await tree.tree('u-1').value()).unwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(sessionCleared()).toBe(true);
  });
});

describe('laying out the tree', () => {
  const patient = { id: 'u-1', name: 'Priya Sharma', gender: 'FEMALE' as const, dateOfBirth: '1992-04-18' };

  it('leaves out members the patient switched off, keeps friends apart, and puts the spouse before older siblings', () => {
    const view = layOutFamilyTree({ patient, members: [elderBrother, friend, removedFather, husband, daughter, newborn] }, TODAY);
    expect(view.parents).toEqual([]);
    expect(view.beside.map((p) => p.name)).toEqual(['Amit Sharma', 'Rohit Agarwal']);
    expect(view.children.map((p) => `${p.name}: ${p.age}`)).toEqual(['Ananya Sharma: 7 years', 'Baby Sharma: under 1 year']);
    expect(view.others).toEqual([{ id: 'fm-5', name: 'Meera Iyer', relation: 'Friend', age: '35 years', gender: 'Female' }]);
  });

  it('shows a patient whose gender and date of birth are not known without them', () => {
    const view = layOutFamilyTree({ patient: { ...patient, gender: null, dateOfBirth: null }, members: [] }, TODAY);
    expect(view.patient).toEqual({ id: 'u-1', name: 'Priya Sharma', relation: 'Patient', age: null, gender: null });
  });
});

describe('who is looking', () => {
  it('is the doctor only for "true", in any case', () => {
    expect(isDoctorView('true')).toBe(true);
    expect(isDoctorView('TRUE')).toBe(true);
    expect(isDoctorView('false')).toBe(false);
    expect(isDoctorView('1')).toBe(false);
    expect(isDoctorView(undefined)).toBe(false);
  });
});

describe('the patient’s own family tree', () => {
  it('is the signed-in patient’s, asked without an id', async () => {
    const { tree, api } = setup();
    const view = (await tree.mine().value()).unwrap();
    expect(api.calls).toEqual(['familyTreeForWebView?userId=u-1']);
    expect(view.patient.name).toBe('Priya Sharma');
    expect(view.parents.map((person) => person.id)).toEqual(['fm-3']);
  });
});
