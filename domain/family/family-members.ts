import { BehaviorSubject, defer, distinctUntilChanged, from, map, of, startWith, type Observable, type Subscription } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { SingleFlight, type AlreadyInProgress, type InvalidForm } from '../account/forms';
import type { ErrorPolicy } from '../session/error-policy';
import type { HeaderState } from '../session/session';
import { DATA_NOT_FOUND } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { familyRuleErrors, removalRefusal } from './family-rules';
import { activeMembers, RELATIONSHIPS, type FamilyMember, type FamilyMemberInput, type Relationship } from './model';
import { emptyFamilyMemberForm, validateNewFamilyMember, type FamilyMemberField, type FamilyMemberForm } from './new-member';
import type { FamilyApi } from './ports';

export type FamilyState =
  | { kind: 'not-loaded' }
  | { kind: 'loading' }
  | { kind: 'ready'; members: readonly FamilyMember[] }
  | { kind: 'failed'; error: ApiError };

export type AddFamilyMemberError = InvalidForm<FamilyMemberField> | AlreadyInProgress | ApiError;
export type SaveFamilyMemberError = AddFamilyMemberError;
/** `rejected` with the rule's message when the family would be left without an adult. */
export type RemoveFamilyMemberError = AlreadyInProgress | ApiError;

export interface FamilyMembersDeps {
  api: FamilyApi;
  errors: ErrorPolicy;
  clock: Clock;
  queries: QueryCache;
  /** The signed-in patient's date of birth ('YYYY-MM-DD'), null when unknown or unreadable: what "parents are older" is checked against. */
  patientDateOfBirth: () => Promise<string | null>;
}

/** Where the session keeps what the family pages read; a change to the family invalidates `all` (the trees too). */
export const FAMILY_QUERIES = {
  all: ['family'],
  member: (id: string) => ['family', 'member', id],
} as const;

/** The draft of the add form; an edit's draft is kept under the member's id. */
const NEW_MEMBER = '';

/**
 * The signed-in patient's family: the list every "for whom" choice reads (consultations, lab
 * tests), adding a member on the spot with the form's rules, the relations to offer, and the
 * member an appointment is for. The caller shows errors where they happened.
 */
export class FamilyMembers {
  private readonly state = new BehaviorSubject<FamilyState>({ kind: 'not-loaded' });
  private readonly adding = new SingleFlight();
  private readonly removing = new SingleFlight();
  private loading: Promise<Result<FamilyMember[], ApiError>> | null = null;
  private relationList: readonly Relationship[] | null = null;
  private readonly drafts = new Map<string, FamilyMemberForm>();
  /** The patient's date of birth as last read, for the checks made as a field is left. */
  private patientBirth: string | null = null;
  /** Bumped when the session ends, so an answer for the previous patient is dropped. */
  private generation = 0;

  readonly state$: Observable<FamilyState> = this.state.asObservable();
  /** The members who can be booked for (status ACTIVE), in the server's order; empty until loaded. */
  readonly active$: Observable<readonly FamilyMember[]> = this.state.pipe(
    map((state) => (state.kind === 'ready' ? activeMembers(state.members) : [])),
    distinctUntilChanged((a, b) => a.length === b.length && a.every((member, i) => member === b[i])),
  );
  /** The state, loading the list if it is not there yet: what a page or picker that shows the family watches. */
  readonly loaded$: Observable<FamilyState> = defer(() => {
    void this.ensureLoaded();
    return this.state$;
  });
  /** The bookable members, loading the list if it is not there yet. */
  readonly loadedActive$: Observable<readonly FamilyMember[]> = defer(() => {
    void this.ensureLoaded();
    return this.active$;
  });

  /**
   * The relations to offer as the add form reads them: null while they are asked for, then the
   * list; a form opened once they are known has them at once.
   */
  readonly relations$: Observable<readonly Relationship[] | null> = defer(() => {
    // The form subscribes here as it opens: the list and the patient's date of birth its rules
    // need come meanwhile, so a member already there is named at the field before any call.
    void this.ensureLoaded();
    void this.readPatientBirth();
    return this.relationList !== null ? of(this.relationList) : from(this.relations()).pipe(startWith(null));
  });

  constructor(private readonly deps: FamilyMembersDeps) {}

  /** Every member, ACTIVE and INACTIVE, once loaded; null before. */
  get current(): readonly FamilyMember[] | null {
    const state = this.state.value;
    return state.kind === 'ready' ? state.members : null;
  }

  /** The day the form's rules and the ages shown are counted on. */
  today(): Date {
    return this.deps.clock.now();
  }

  /** Reads the list from the server; calls made while one is out share it. */
  load(): Promise<Result<FamilyMember[], ApiError>> {
    if (this.loading !== null) return this.loading;
    const loading = this.fetch().finally(() => {
      if (this.loading === loading) this.loading = null;
    });
    this.loading = loading;
    return loading;
  }

  /** Loads unless the list is there already: what a page or picker calls when it opens. */
  async ensureLoaded(): Promise<Result<readonly FamilyMember[], ApiError>> {
    const state = this.state.value;
    if (state.kind === 'ready') return Ok(state.members);
    return this.load();
  }

  /**
   * The family member an appointment is for (GET /user/getFamilyMember?aptId), or null when
   * the patient booked it for themself.
   */
  async forAppointment(aptId: string): Promise<Result<FamilyMember | null, ApiError>> {
    const members = await this.deps.api.members(aptId);
    if (members.isErr()) return Err(members.error);
    return Ok(members.value[0] ?? null);
  }

  /**
   * The relations to offer (GET /user/family/relations), asked once. When the call fails the
   * form still works: it offers the spec's nine, which the server accepts. The form does not
   * speak of the failure, so the shared handler does (spec §8).
   */
  async relations(): Promise<readonly Relationship[]> {
    if (this.relationList !== null) return this.relationList;
    const listed = await this.deps.api.relations();
    if (listed.isErr()) {
      this.deps.errors.handle(listed.error, { shown: 'catalogue' });
      return RELATIONSHIPS;
    }
    this.relationList = listed.value.length > 0 ? listed.value : RELATIONSHIPS;
    return this.relationList;
  }

  emptyForm(): FamilyMemberForm {
    return emptyFamilyMemberForm();
  }

  /**
   * What was typed into the add form (or the edit form of member `id`) and not yet saved: kept in
   * memory (never in storage: it is a person's health details), so closing the dialog or visiting
   * another page loses nothing. An edit starts from the member as stored.
   */
  draftFor(member?: FamilyMember): FamilyMemberForm {
    const kept = this.drafts.get(member?.id ?? NEW_MEMBER);
    if (kept) return { ...kept };
    if (!member) return emptyFamilyMemberForm();
    const { name, relation, gender, dateOfBirth, mobileNumber } = member;
    return { name, relation, gender, dateOfBirth, mobileNumber: mobileNumber ?? '' };
  }

  get draft(): FamilyMemberForm {
    return this.draftFor();
  }

  keepDraft(form: FamilyMemberForm, memberId: string = NEW_MEMBER): void {
    this.drafts.set(memberId, { ...form });
  }

  discardDraft(memberId: string = NEW_MEMBER): void {
    this.drafts.delete(memberId);
  }

  /**
   * The form's rules, then the family's (family-rules.ts) against the list and the patient as far
   * as they are known yet; `add` and `update` check again once both are in.
   */
  validate(form: FamilyMemberForm, editing?: string): Result<FamilyMemberInput, InvalidForm<FamilyMemberField>> {
    const input = validateNewFamilyMember(form, this.today());
    if (input.isErr()) return input;
    const fields = familyRuleErrors(input.value, { members: this.current ?? [], patientDateOfBirth: this.patientBirth, editing });
    return Object.keys(fields).length === 0 ? input : Err({ kind: 'invalid', fields });
  }

  /** The message of one field, or null when it is fine: for checking a field as it is left. */
  fieldError(form: FamilyMemberForm, field: FamilyMemberField, editing?: string): string | null {
    const checked = this.validate(form, editing);
    return checked.isErr() ? (checked.error.fields[field] ?? null) : null;
  }

  /** One member (GET /user/getFamilyMemberByCond): not-found for an id that is not in this family. */
  member(id: string): Query<FamilyMember> {
    const famId = id.trim();
    return this.deps.queries.query(FAMILY_QUERIES.member(famId), async () => {
      if (famId === '') return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
      return this.deps.api.member(famId);
    });
  }

  /**
   * Checks the form, then POST /user/addFamilyMember once however often it is asked while the
   * call is out. On success every picker lists the new member at once.
   */
  async add(form: FamilyMemberForm): Promise<Result<FamilyMember, AddFamilyMemberError>> {
    return this.save(form, undefined, (input) => this.deps.api.addMember(input));
  }

  /** Checks the form, then POST /user/familyMember: member `id` as the patient corrected them. */
  async update(id: string, form: FamilyMemberForm): Promise<Result<FamilyMember, SaveFamilyMemberError>> {
    return this.save(form, id, (input) => this.deps.api.updateMember(id, input));
  }

  /**
   * POST /user/familyMember/{id}, once however often it is asked; refused before any call when it
   * would leave the family's children without an adult (family-rules.ts).
   */
  async remove(id: string): Promise<Result<null, RemoveFamilyMemberError>> {
    return this.removing.run(async () => {
      const members = await this.ensureLoaded();
      if (members.isErr()) return Err(members.error);
      const refusal = removalRefusal(id, { members: members.value, patientDateOfBirth: await this.readPatientBirth() }, this.today());
      if (refusal !== null) return Err({ kind: 'rejected', message: refusal });
      const removed = await this.deps.api.removeMember(id);
      if (removed.isErr()) return Err(removed.error);
      this.drafts.delete(id);
      this.changed(members.value.filter((member) => member.id !== id));
      return removed;
    });
  }

  private async save(
    form: FamilyMemberForm,
    editing: string | undefined,
    send: (input: FamilyMemberInput) => Promise<Result<FamilyMember, ApiError>>,
  ): Promise<Result<FamilyMember, SaveFamilyMemberError>> {
    const first = this.validate(form, editing);
    if (first.isErr()) return first;
    return this.adding.run(async (): Promise<Result<FamilyMember, InvalidForm<FamilyMemberField> | ApiError>> => {
      // The family's rules need the list and the patient: wait for them before the final check.
      await Promise.all([this.ensureLoaded(), this.readPatientBirth()]);
      const input = this.validate(form, editing);
      if (input.isErr()) return input;
      const saved = await send(input.value);
      if (saved.isErr()) return Err(saved.error);
      this.drafts.delete(editing ?? NEW_MEMBER);
      const current = this.current;
      if (current === null) void this.load();
      else if (editing === undefined) this.changed([...current.filter((m) => m.id !== saved.value.id), saved.value]);
      else this.changed(current.map((m) => (m.id === editing ? saved.value : m)));
      this.deps.queries.put(FAMILY_QUERIES.member(saved.value.id), saved.value);
      return saved;
    });
  }

  /** A member who joined another way (an account linked by its owner's code): listed at once, like one added. */
  joined(member: FamilyMember): void {
    const current = this.current;
    if (current === null) void this.load();
    else this.changed([...current.filter((m) => m.id !== member.id), member]);
    this.deps.queries.put(FAMILY_QUERIES.member(member.id), member);
  }

  /** The list after a command: shown at once in every picker and list; the trees and details read again. */
  private changed(members: readonly FamilyMember[]): void {
    this.state.next({ kind: 'ready', members });
    this.deps.queries.invalidate(FAMILY_QUERIES.all);
  }

  /** Read again each time (the profile's own cache keeps it cheap), so a date of birth just corrected counts. */
  private async readPatientBirth(): Promise<string | null> {
    this.patientBirth = await this.deps.patientDateOfBirth();
    return this.patientBirth;
  }

  /** The session ended: the next patient starts with nothing. */
  forget(): void {
    this.generation += 1;
    this.loading = null;
    this.state.next({ kind: 'not-loaded' });
    this.relationList = null;
    this.drafts.clear();
    this.patientBirth = null;
  }

  private async fetch(): Promise<Result<FamilyMember[], ApiError>> {
    const generation = this.generation;
    if (this.state.value.kind !== 'ready') this.state.next({ kind: 'loading' });
    const members = await this.deps.api.members();
    if (generation !== this.generation) return members;
    if (members.isErr()) {
      if (this.state.value.kind !== 'ready') this.state.next({ kind: 'failed', error: members.error });
      return Err(members.error);
    }
    this.state.next({ kind: 'ready', members: members.value });
    return members;
  }
}

/** Forgets the family when the session goes back to a visitor, so no one sees the last patient's. */
export function keepFamilyWithSession(family: Pick<FamilyMembers, 'forget'>, header$: Observable<HeaderState>): Subscription {
  return header$.subscribe((header) => {
    if (header.kind === 'visitor') family.forget();
  });
}
