/** Test doubles for the family use-case tests (imported only by *.test.ts beside this file). */
import { Err, Ok } from 'ts-results-es';
import { testErrorPolicy } from '../session/test-support';
import type { ApiError, ApiResult } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { FamilyTree } from './family-tree';
import type { LinkableAccount, LinkRequest } from './member-link';
import type { FamilyMember, FamilyMemberInput, Relationship } from './model';
import type { FamilyApi } from './ports';

/** 22 November 2026, mid-morning, local time. */
export const TODAY = new Date(2026, 10, 22, 10, 30);
export const fixedClock: Clock = { now: () => new Date(TODAY.getTime()) };

/** An ErrorPolicy whose toasts and page moves are recorded; storage says someone is signed in. */
export function recordingErrors() {
  const toasts: string[] = [];
  const moves: string[] = [];
  let cleared = false;
  const errors = testErrorPolicy(
    { get: () => (cleared ? null : 'token'), set: () => undefined, remove: () => undefined, clear: () => (cleared = true) },
    { assign: (path) => moves.push(path), replace: (path) => moves.push(path), reload: () => moves.push('reload') },
    { show: (messages) => toasts.push(...(typeof messages === 'string' ? [messages] : messages)), showAfterReload: () => undefined },
  );
  return { errors, toasts, moves, sessionCleared: () => cleared };
}

export function member(overrides: Partial<FamilyMember> = {}): FamilyMember {
  return {
    id: 'fm-1',
    name: 'Amit Sharma',
    relation: 'HUSBAND',
    gender: 'MALE',
    dateOfBirth: '1989-03-14',
    mobileNumber: '9876501234',
    status: 'ACTIVE',
    linked: false,
    ...overrides,
  };
}

/**
 * A FamilyApi over a list, recording every call; `fail` makes the next calls of a method fail,
 * `hold` keeps the next call of a method waiting until the test releases it.
 */
export class MemoryFamilyApi implements FamilyApi {
  readonly calls: string[] = [];
  readonly added: FamilyMemberInput[] = [];
  readonly failures = new Map<keyof FamilyApi, ApiError>();
  appointments: Record<string, string | null> = {};
  /** The patient whose tree `familyTreeForWebView` answers; any other id is not found. */
  treePatient: FamilyTree['patient'] = { id: 'u-1', name: 'Priya Sharma', gender: 'FEMALE', dateOfBirth: '1992-04-18' };
  relationList: Relationship[] = ['FATHER', 'MOTHER', 'DAUGHTER', 'SON', 'BROTHER', 'SISTER', 'WIFE', 'HUSBAND', 'FRIEND'];
  private gate: { method: keyof FamilyApi; release: Promise<void> } | null = null;
  private nextId = 100;

  constructor(public list: FamilyMember[] = []) {}

  fail(method: keyof FamilyApi, error: ApiError): void {
    this.failures.set(method, error);
  }

  /** The next call of `method` waits until the returned function is called. */
  hold(method: keyof FamilyApi): () => void {
    let release!: () => void;
    this.gate = { method, release: new Promise<void>((resolve) => (release = resolve)) };
    return release;
  }

  async members(aptId?: string): ApiResult<FamilyMember[]> {
    this.calls.push(aptId === undefined ? 'members' : `members?aptId=${aptId}`);
    await this.wait('members');
    const failure = this.take('members');
    if (failure) return Err(failure);
    if (aptId === undefined) return Ok([...this.list]);
    if (!(aptId in this.appointments)) return Err({ kind: 'not-found', message: 'Data Not Found' });
    const id = this.appointments[aptId];
    return Ok(this.list.filter((m) => m.id === id));
  }

  async addMember(input: FamilyMemberInput): ApiResult<FamilyMember> {
    this.calls.push('addMember');
    await this.wait('addMember');
    const failure = this.take('addMember');
    if (failure) return Err(failure);
    this.added.push(input);
    const created: FamilyMember = { id: `fm-${this.nextId++}`, ...input, status: 'ACTIVE', linked: false };
    this.list.push(created);
    return Ok(created);
  }

  async member(famId: string): ApiResult<FamilyMember> {
    this.calls.push(`member?famId=${famId}`);
    await this.wait('member');
    const failure = this.take('member');
    if (failure) return Err(failure);
    const found = this.list.find((m) => m.id === famId);
    return found ? Ok({ ...found }) : Err({ kind: 'not-found', message: 'Data Not Found' });
  }

  async updateMember(famId: string, input: FamilyMemberInput): ApiResult<FamilyMember> {
    this.calls.push(`updateMember ${famId}`);
    await this.wait('updateMember');
    const failure = this.take('updateMember');
    if (failure) return Err(failure);
    const index = this.list.findIndex((m) => m.id === famId);
    const stored = this.list[index];
    if (!stored) return Err({ kind: 'not-found', message: 'Data Not Found' });
    const updated: FamilyMember = { ...stored, ...input };
    this.list[index] = updated;
    return Ok({ ...updated });
  }

  async removeMember(famId: string): ApiResult<null> {
    this.calls.push(`removeMember ${famId}`);
    await this.wait('removeMember');
    const failure = this.take('removeMember');
    if (failure) return Err(failure);
    if (!this.list.some((m) => m.id === famId)) return Err({ kind: 'not-found', message: 'Data Not Found' });
    this.list = this.list.filter((m) => m.id !== famId);
    return Ok(null);
  }

  async familyTree(): ApiResult<FamilyTree> {
    return this.familyTreeForWebView(this.treePatient.id);
  }

  async relations(): ApiResult<Relationship[]> {
    this.calls.push('relations');
    await this.wait('relations');
    const failure = this.take('relations');
    if (failure) return Err(failure);
    return Ok([...this.relationList]);
  }

  async familyTreeForWebView(userId: string): ApiResult<FamilyTree> {
    this.calls.push(`familyTreeForWebView?userId=${userId}`);
    await this.wait('familyTreeForWebView');
    const failure = this.take('familyTreeForWebView');
    if (failure) return Err(failure);
    if (userId !== this.treePatient.id) return Err({ kind: 'not-found', message: 'Data Not Found' });
    return Ok({ patient: { ...this.treePatient }, members: this.list.map(({ id, name, relation, gender, dateOfBirth, status }) => ({ id, name, relation, gender, dateOfBirth, status })) });
  }

  /** Numbers with an account that may be linked: the account's holder as GET /user/patient/byMobile and the link give them. */
  accounts: Record<string, Omit<FamilyMember, 'id' | 'relation' | 'status' | 'linked' | 'mobileNumber'>> = {
    '9811122233': { name: 'Arjun Mehta', gender: 'MALE', dateOfBirth: '1995-04-12' },
  };
  /** The code the member receives. */
  linkOtp = '123456';

  async findAccount(mobileNumber: string): ApiResult<LinkableAccount> {
    this.calls.push(`findAccount ${mobileNumber}`);
    await this.wait('findAccount');
    const failure = this.take('findAccount');
    if (failure) return Err(failure);
    const account = this.accounts[mobileNumber];
    if (!account) return Err({ kind: 'not-found', message: 'No CareWell account uses this number.' });
    const [first = '', last = ''] = account.name.split(' ');
    return Ok({ name: `${first} ${last.slice(0, 1)}.` });
  }

  async sendLinkOtp(request: LinkRequest): ApiResult<null> {
    this.calls.push(`sendLinkOtp ${request.mobileNumber} ${request.relation}`);
    await this.wait('sendLinkOtp');
    const failure = this.take('sendLinkOtp');
    if (failure) return Err(failure);
    return Ok(null);
  }

  async confirmLink(request: LinkRequest & { otp: string }): ApiResult<FamilyMember> {
    this.calls.push(`confirmLink ${request.mobileNumber} ${request.otp}`);
    await this.wait('confirmLink');
    const failure = this.take('confirmLink');
    if (failure) return Err(failure);
    const account = this.accounts[request.mobileNumber];
    if (!account) return Err({ kind: 'not-found', message: 'No CareWell account uses this number.' });
    if (request.otp !== this.linkOtp) return Err({ kind: 'rejected', message: 'The OTP you entered is incorrect' });
    const created: FamilyMember = { id: `fm-${this.nextId++}`, ...account, relation: request.relation, mobileNumber: request.mobileNumber, status: 'ACTIVE', linked: true };
    this.list.push(created);
    return Ok(created);
  }

  private take(method: keyof FamilyApi): ApiError | undefined {
    const failure = this.failures.get(method);
    this.failures.delete(method);
    return failure;
  }

  private async wait(method: keyof FamilyApi): Promise<void> {
    if (this.gate?.method !== method) return;
    const { release } = this.gate;
    this.gate = null;
    await release;
  }
}
