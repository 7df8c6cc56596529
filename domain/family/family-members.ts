import { BehaviorSubject, defer, distinctUntilChanged, from, map, of, startWith, type Observable, type Subscription } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { SingleFlight, type AlreadyInProgress, type InvalidForm } from '../account/forms';
import type { ErrorPolicy } from '../session/error-policy';
import type { HeaderState } from '../session/session';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import { activeMembers, RELATIONSHIPS, type FamilyMember, type Relationship } from './model';
import { emptyFamilyMemberForm, validateNewFamilyMember, type FamilyMemberField, type FamilyMemberForm } from './new-member';
import type { FamilyApi } from './ports';

export type FamilyState =
  | { kind: 'not-loaded' }
  | { kind: 'loading' }
  | { kind: 'ready'; members: readonly FamilyMember[] }
  | { kind: 'failed'; error: ApiError };

export type AddFamilyMemberError = InvalidForm<FamilyMemberField> | AlreadyInProgress | ApiError;

export interface FamilyMembersDeps {
  api: FamilyApi;
  errors: ErrorPolicy;
  clock: Clock;
}

/**
 * The signed-in patient's family: the list every "for whom" choice reads (consultations, lab
 * tests), adding a member on the spot with the form's rules, the relations to offer, and the
 * member an appointment is for. The caller shows errors where they happened.
 */
export class FamilyMembers {
  private readonly state = new BehaviorSubject<FamilyState>({ kind: 'not-loaded' });
  private readonly adding = new SingleFlight();
  private loading: Promise<Result<FamilyMember[], ApiError>> | null = null;
  private relationList: readonly Relationship[] | null = null;
  private draftForm: FamilyMemberForm | null = null;
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
  readonly relations$: Observable<readonly Relationship[] | null> = defer(() =>
    this.relationList !== null ? of(this.relationList) : from(this.relations()).pipe(startWith(null)),
  );

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
   * What was typed into the add form and not yet added: kept in memory (never in storage: it is
   * a person's health details), so closing the dialog or visiting another page loses nothing.
   */
  get draft(): FamilyMemberForm {
    return { ...(this.draftForm ?? emptyFamilyMemberForm()) };
  }

  keepDraft(form: FamilyMemberForm): void {
    this.draftForm = { ...form };
  }

  discardDraft(): void {
    this.draftForm = null;
  }

  validate(form: FamilyMemberForm) {
    return validateNewFamilyMember(form, this.today());
  }

  /** The message of one field, or null when it is fine: for checking a field as it is left. */
  fieldError(form: FamilyMemberForm, field: FamilyMemberField): string | null {
    const checked = this.validate(form);
    return checked.isErr() ? (checked.error.fields[field] ?? null) : null;
  }

  /**
   * Checks the form, then POST /user/addFamilyMember once however often it is asked while the
   * call is out. The new member joins the list, so every picker shows it at once.
   */
  async add(form: FamilyMemberForm): Promise<Result<FamilyMember, AddFamilyMemberError>> {
    const input = this.validate(form);
    if (input.isErr()) return input;
    return this.adding.run(async () => {
      const added = await this.deps.api.addMember(input.value);
      if (added.isErr()) return Err(added.error);
      this.draftForm = null;
      const state = this.state.value;
      if (state.kind === 'ready') this.state.next({ kind: 'ready', members: [...state.members.filter((m) => m.id !== added.value.id), added.value] });
      else void this.load();
      return added;
    });
  }

  /** The session ended: the next patient starts with nothing. */
  forget(): void {
    this.generation += 1;
    this.loading = null;
    this.state.next({ kind: 'not-loaded' });
    this.relationList = null;
    this.draftForm = null;
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
