import { describe, expect, it, vi } from 'vitest';
import { HttpClient } from './client';
import { HttpFamilyApi } from './family-api';

const BASE = 'https://api.example.in';

/** An HttpFamilyApi over a fake fetch that answers every call with `data` in a 200 envelope. */
function setup(data: unknown) {
  const seen: { path: string; method: string | undefined; body: unknown }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    seen.push({ path: String(input).slice(BASE.length), method: init?.method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return new Response(JSON.stringify({ status: true, message: 'Success', data }), { status: 200 });
  });
  return { api: new HttpFamilyApi(new HttpClient({ baseUrl: BASE, token: () => 'tok', timeoutMs: 5000, fetch })), seen };
}

const wire = { id: 'fm-1', name: 'Amit Sharma', relation: 'HUSBAND', gender: 'MALE', dateOfBirth: '1989-03-14', mobileNumber: '9876501234', status: 'ACTIVE' };

describe('HttpFamilyApi', () => {
  it('asks for the members of an appointment with the aptId query, and for all without it', async () => {
    const { api, seen } = setup([]);
    await api.members();
    await api.members('apt 7');
    expect(seen.map((s) => s.path)).toEqual(['/user/getFamilyMember', '/user/getFamilyMember?aptId=apt+7']);
  });

  it('reads lower-case enums, a numeric id, an empty mobile number and a missing status and link as the domain values', async () => {
    const { api } = setup([{ ...wire, id: 42, relation: 'husband', gender: 'male', mobileNumber: '', status: undefined }]);
    expect((await api.members()).unwrap()).toEqual([
      { id: '42', name: 'Amit Sharma', relation: 'HUSBAND', gender: 'MALE', dateOfBirth: '1989-03-14', mobileNumber: null, status: 'ACTIVE', linked: false },
    ]);
  });

  it('reads a member linked by their own account as linked', async () => {
    const { api } = setup([{ ...wire, linked: true }]);
    expect((await api.members()).unwrap()[0]?.linked).toBe(true);
  });

  it('turns a member with an unknown relation or a malformed date into an error value, not a crash', async () => {
    expect((await setup([{ ...wire, relation: 'COUSIN' }]).api.members()).isErr()).toBe(true);
    expect((await setup([{ ...wire, dateOfBirth: '14/03/1989' }]).api.members()).isErr()).toBe(true);
  });

  it('posts the new member with every field, the mobile number null when there is none', async () => {
    const { api, seen } = setup(wire);
    await api.addMember({ name: 'Amit Sharma', relation: 'HUSBAND', gender: 'MALE', dateOfBirth: '1989-03-14', mobileNumber: null });
    expect(seen[0]).toEqual({
      path: '/user/addFamilyMember',
      method: 'POST',
      body: { name: 'Amit Sharma', relation: 'HUSBAND', gender: 'MALE', dateOfBirth: '1989-03-14', mobileNumber: null },
    });
  });

  it('asks for the family tree of a user id, and never keeps a mobile number the backend sends with it', async () => {
    const { api, seen } = setup({ patient: { id: 7, name: 'Priya Sharma', gender: 'female', dateOfBirth: null }, members: [{ ...wire, relation: 'husband' }] });
    const tree = (await api.familyTreeForWebView('u 1')).unwrap();
    expect(seen[0]?.path).toBe('/user/getFamilyTreeForWebView?userId=u+1');
    expect(tree).toEqual({
      patient: { id: '7', name: 'Priya Sharma', gender: 'FEMALE', dateOfBirth: null },
      members: [{ id: 'fm-1', name: 'Amit Sharma', relation: 'HUSBAND', gender: 'MALE', dateOfBirth: '1989-03-14', status: 'ACTIVE' }],
    });
  });

  it('turns a tree without its patient into an error value', async () => {
    expect((await setup({ members: [] }).api.familyTreeForWebView('u-1')).unwrapErr()).toMatchObject({ kind: 'bad-response' });
  });

  it('keeps the relations it knows, once each, in the server’s order, and leaves out new ones', async () => {
    const { api } = setup(['mother', 'FATHER', 'GRANDFATHER', 'MOTHER', 'son']);
    expect((await api.relations()).unwrap()).toEqual(['MOTHER', 'FATHER', 'SON']);
  });
});
