import { Err, Ok, type Result } from 'ts-results-es';
import { SingleFlight, type AlreadyInProgress, type InvalidForm } from '../account/forms';
import { DATA_NOT_FOUND } from '../shared/constants';
import { DRAFT_NAMES, type Drafts } from '../shared/drafts';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import { amend, type Query, type QueryCache } from '../shared/query';
import type { TravelMembersApi } from './ports';
import {
  emptyTravelMemberForm,
  travelMemberFormOf,
  validateTravelMember,
  type TravelMember,
  type TravelMemberField,
  type TravelMemberForm,
  type TravelMemberInput,
  type TravelParty,
} from './travel-member';

export type SaveTravelMemberError = InvalidForm<TravelMemberField> | AlreadyInProgress | ApiError;
export type RemoveTravelMemberError = AlreadyInProgress | ApiError;

export interface TravelMembersDeps {
  api: TravelMembersApi;
  queries: QueryCache;
  clock: Clock;
  drafts: Drafts;
}

/** Under the family's key: a change to the family (a member renamed or removed) reads the party again. */
export const travelPartyKey = (userId: string) => ['family', 'travel', userId];

/** A draft outlives a reload in the same session, not a day. */
const DRAFT_LIFETIME_MS = 12 * 60 * 60 * 1000;

interface StoredDraft {
  userId: string;
  /** '' for a new companion. */
  memberId: string;
  form: Omit<TravelMemberForm, 'idNumber'>;
}

/**
 * The people travelling with the patient, or with one of their family, to a hospital visit or a
 * surgery: listed, added, corrected and removed. One call at a time however often it is asked;
 * what is typed is kept as a draft of the patient, but the ID number, which is never written to
 * storage. The caller shows errors where they happened.
 */
export class TravelMembers {
  private readonly saving = new SingleFlight();
  private readonly removing = new SingleFlight();

  constructor(private readonly deps: TravelMembersDeps) {}

  /** The traveller and their companions; not-found for an id that is neither the patient nor one of their family. */
  party(userId: string): Query<TravelParty> {
    const id = userId.trim();
    return this.deps.queries.query(travelPartyKey(id), async () => {
      if (id === '') return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
      return this.deps.api.travelParty(id);
    });
  }

  /** The form's rules and the party's as far as the party is known: for checking a field as it is left. */
  validate(userId: string, form: TravelMemberForm, editing?: TravelMember): Result<TravelMemberInput, InvalidForm<TravelMemberField>> {
    const shown = this.party(userId).state;
    const members = shown.kind === 'ready' ? shown.value.members : [];
    return validateTravelMember(form, { members, editing, today: this.deps.clock.now() });
  }

  /** Checks the form against the party as the server last gave it, then POST /user/addTravelMember once. */
  add(userId: string, form: TravelMemberForm): Promise<Result<TravelMember, SaveTravelMemberError>> {
    return this.save(userId, form, undefined, (input) => this.deps.api.addTravelMember(userId, input));
  }

  /** The same for companion `member` (POST /user/travelMember); a blank ID number keeps theirs. */
  update(userId: string, member: TravelMember, form: TravelMemberForm): Promise<Result<TravelMember, SaveTravelMemberError>> {
    return this.save(userId, form, member, (input) => this.deps.api.updateTravelMember(userId, member.id, input));
  }

  /** POST /user/removeTravelMember, once however often it is asked. */
  remove(userId: string, memberId: string): Promise<Result<null, RemoveTravelMemberError>> {
    return this.removing.run(async () => {
      const removed = await this.deps.api.removeTravelMember(userId, memberId);
      if (removed.isErr()) return removed;
      if (this.readDraft()?.memberId === memberId) this.discardDraft();
      amend(this.party(userId), (party) => ({ ...party, members: party.members.filter((m) => m.id !== memberId) }));
      return removed;
    });
  }

  /** What was typed for this traveller (and this companion, or a new one) and not saved; the ID number always starts blank. */
  draftFor(userId: string, member?: TravelMember): TravelMemberForm {
    const kept = this.readDraft();
    if (kept !== null && kept.userId === userId && kept.memberId === (member?.id ?? '')) return { ...emptyTravelMemberForm(), ...kept.form, idNumber: '' };
    return member ? travelMemberFormOf(member) : emptyTravelMemberForm();
  }

  /** Keeps the form as typed, but the ID number, for a reload. */
  keepDraft(userId: string, form: TravelMemberForm, member?: TravelMember): void {
    const { name, relation, age, gender, mobileNumber, idType, needs } = form;
    const draft: StoredDraft = { userId, memberId: member?.id ?? '', form: { name, relation, age, gender, mobileNumber, idType, needs } };
    this.deps.drafts.save(DRAFT_NAMES.travelMember, draft, DRAFT_LIFETIME_MS);
  }

  /** The companion whose correction was being typed for this traveller when the page was left (a reload), or null. */
  draftedMember(userId: string): string | null {
    const kept = this.readDraft();
    return kept !== null && kept.userId === userId && kept.memberId !== '' ? kept.memberId : null;
  }

  discardDraft(): void {
    this.deps.drafts.remove(DRAFT_NAMES.travelMember);
  }

  private readDraft(): StoredDraft | null {
    const kept = this.deps.drafts.read(DRAFT_NAMES.travelMember) as Partial<StoredDraft> | null;
    if (kept === null || typeof kept.userId !== 'string' || typeof kept.memberId !== 'string' || typeof kept.form !== 'object' || kept.form === null) return null;
    return kept as StoredDraft;
  }

  private save(
    userId: string,
    form: TravelMemberForm,
    editing: TravelMember | undefined,
    send: (input: TravelMemberInput) => Promise<Result<TravelMember, ApiError>>,
  ): Promise<Result<TravelMember, SaveTravelMemberError>> {
    const first = this.validate(userId, form, editing);
    if (first.isErr()) return Promise.resolve(first);
    return this.saving.run(async (): Promise<Result<TravelMember, InvalidForm<TravelMemberField> | ApiError>> => {
      const query = this.party(userId);
      const party = await query.value();
      if (party.isErr()) return party;
      const input = validateTravelMember(form, { members: party.value.members, editing, today: this.deps.clock.now() });
      if (input.isErr()) return input;
      const saved = await send(input.value);
      if (saved.isErr()) return saved;
      this.discardDraft();
      amend(query, (shown) => ({
        ...shown,
        members: editing ? shown.members.map((m) => (m.id === editing.id ? saved.value : m)) : [...shown.members, saved.value],
      }));
      return Ok(saved.value);
    });
  }
}
