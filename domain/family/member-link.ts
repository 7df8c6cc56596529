import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { HeaderState } from '../session/session';
import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { validateForm, type FieldErrors, type InvalidForm } from '../account/forms';
import { freshCode, OtpSteps } from '../abha/otp-steps';
import type { ResendError, VerifyCodeError } from '../session/otp-verification';
import type { CodeState } from '../session/pending-verification';
import { describeApiError, type ApiError } from '../shared/errors';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import type { Clock } from '../shared/ports';
import { schemaFromParser } from '../shared/schema';
import type { FamilyMembers } from './family-members';
import { FAMILY_RULE_MESSAGES } from './family-rules';
import { isRelationship, type FamilyMember, type Relationship } from './model';
import { FAMILY_MEMBER_MESSAGES } from './new-member';
import type { FamilyApi } from './ports';

/**
 * Linking someone who already has a CareWell account (docs/decisions.md "Family members",
 * "Linking an account"): the patient gives the member's mobile number and how they are related;
 * the member proves their consent with the code sent to that number. Nobody is linked without it.
 */
export interface LinkForm {
  mobileNumber: string;
  /** '' or one of RELATIONSHIPS */
  relation: string;
}

export type LinkField = keyof LinkForm;

export interface LinkRequest {
  mobileNumber: MobileNumber;
  relation: Relationship;
}

/** What GET /user/patient/byMobile answers: just enough to know the number is the right one. */
export interface LinkableAccount {
  /** First name and the initial of the last ('Arjun M.'): a look-up by number never reveals more. */
  name: string;
}

export const LINK_MESSAGES = {
  mobileEmpty: 'Enter their mobile number',
  ownNumber: 'This is your own number. Enter the mobile number of the family member.',
  noAccount: 'No CareWell account uses this number.',
  alreadyInFamily: (name: string) => `${name} is already in your family with this number`,
  noBirthDate: 'Their account has no date of birth yet. Ask them to add it in their profile, or add them as a new member.',
} as const;

/** The code on its way to the member, with whom it was sent for. */
export interface LinkCode extends CodeState {
  request: LinkRequest;
  account: LinkableAccount;
}

/** Where the patient is: typing the number, or waiting for the member's code. */
export type LinkStep = { kind: 'number' } | { kind: 'code'; code: LinkCode };

/**
 * Why no code went. `no-account`: the number has no account, so the patient may add them as a new
 * member instead (the form offers it with the number filled in).
 */
export type StartLinkError = InvalidForm<LinkField> | { kind: 'no-account'; mobileNumber: MobileNumber } | { kind: 'busy' } | ApiError;

export interface MemberLinkingDeps {
  api: FamilyApi;
  family: FamilyMembers;
  clock: Clock;
  /** The signed-in patient's own mobile number, null when unknown: linking it is refused before any call. */
  patientMobile: () => Promise<string | null>;
}

const mobileSchema = schemaFromParser(
  (input: string) => (input.trim() === '' ? Err(LINK_MESSAGES.mobileEmpty) : parseMobileNumber(input)),
  LINK_MESSAGES.mobileEmpty,
);
const relationSchema = schemaFromParser((input: string): Result<Relationship, string> => {
  const relation = input.trim().toUpperCase();
  return isRelationship(relation) ? Ok(relation) : Err(FAMILY_MEMBER_MESSAGES.relation);
}, FAMILY_MEMBER_MESSAGES.relation);
const LinkFormSchema = v.object({ mobileNumber: mobileSchema, relation: relationSchema });

/** The server's refusals that are about the relation (the family's rules), said at that field; the rest at the number. */
const RELATION_REFUSALS: readonly string[] = [FAMILY_RULE_MESSAGES.oneSpouse, FAMILY_RULE_MESSAGES.parentOlder];

function refusedAt(message: string): InvalidForm<LinkField> {
  const fields: FieldErrors<LinkField> = RELATION_REFUSALS.includes(message) ? { relation: message } : { mobileNumber: message };
  return { kind: 'invalid', fields };
}

/**
 * Links an existing account as a family member: GET /user/patient/byMobile, then a code to the
 * member (POST /user/linkFamilyMember/sendOtp), then POST /user/linkFamilyMember with it. The code
 * step keeps sign-in's rules (OtpSteps): 6 digits, the fifth wrong code locks the number, a new
 * code no sooner than 30 s after the last. On success every picker lists the member at once.
 */
export class MemberLinking {
  private readonly step = new BehaviorSubject<LinkStep>({ kind: 'number' });
  private readonly steps: OtpSteps;
  private draft: LinkForm = { mobileNumber: '', relation: '' };

  readonly step$: Observable<LinkStep> = this.step.asObservable();

  constructor(private readonly deps: MemberLinkingDeps) {
    this.steps = new OtpSteps(deps.clock);
  }

  get current(): LinkStep {
    return this.step.value;
  }

  /** What was typed and not yet linked: in memory only, so leaving the page and coming back loses nothing. */
  get form(): LinkForm {
    return { ...this.draft };
  }

  keepDraft(form: LinkForm): void {
    this.draft = { ...form };
  }

  /** The form's own rules, then the ones the app can tell without a call: not the patient's own number, not a member's already. */
  validate(form: LinkForm, patientMobile: string | null = null): Result<LinkRequest, InvalidForm<LinkField>> {
    const parsed = validateForm(LinkFormSchema, { ...form });
    if (parsed.isErr()) return parsed;
    const { mobileNumber, relation } = parsed.value;
    if (mobileNumber === patientMobile) return Err({ kind: 'invalid', fields: { mobileNumber: LINK_MESSAGES.ownNumber } });
    const member = (this.deps.family.current ?? []).find((m) => m.mobileNumber === mobileNumber);
    if (member) return Err({ kind: 'invalid', fields: { mobileNumber: LINK_MESSAGES.alreadyInFamily(member.name) } });
    return Ok({ mobileNumber, relation });
  }

  /** Looks the number up and sends the member a code, once however often it is asked. */
  async start(form: LinkForm): Promise<Result<LinkCode, StartLinkError>> {
    this.keepDraft(form);
    const first = this.validate(form);
    if (first.isErr()) return first;
    return this.steps.once(async (): Promise<Result<LinkCode, StartLinkError>> => {
      const [, patientMobile] = await Promise.all([this.deps.family.ensureLoaded(), this.deps.patientMobile()]);
      const checked = this.validate(form, patientMobile);
      if (checked.isErr()) return checked;
      const request = checked.value;
      const account = await this.deps.api.findAccount(request.mobileNumber);
      if (account.isErr()) return Err(this.startError(account.error, request.mobileNumber));
      const sent = await this.deps.api.sendLinkOtp(request);
      if (sent.isErr()) return Err(this.startError(sent.error, request.mobileNumber));
      const code: LinkCode = { ...freshCode(this.deps.clock.now()), request, account: account.value };
      this.step.next({ kind: 'code', code });
      return Ok(code);
    });
  }

  /** The member's code: on success they are in the family, and the form starts empty again. */
  async verify(input: string): Promise<Result<FamilyMember, VerifyCodeError>> {
    const step = this.step.value;
    if (step.kind !== 'code') return Err({ kind: 'no-pending' });
    const outcome: { linked: FamilyMember | null } = { linked: null };
    const checked = await this.steps.check(step.code, input, (code) => this.setCode(step.code, code), async (otp) => {
      const confirmed = await this.deps.api.confirmLink({ ...step.code.request, otp });
      if (confirmed.isErr()) return Err(confirmed.error);
      outcome.linked = confirmed.value;
      return Ok(null);
    });
    if (checked.isErr()) return checked;
    const linked = outcome.linked;
    if (linked === null) return Err({ kind: 'no-pending' });
    this.deps.family.joined(linked);
    this.draft = { mobileNumber: '', relation: '' };
    this.step.next({ kind: 'number' });
    return Ok(linked);
  }

  async resend(): Promise<Result<null, ResendError>> {
    const step = this.step.value;
    if (step.kind !== 'code') return Err({ kind: 'no-pending' });
    return this.steps.resend(step.code, (code) => this.setCode(step.code, code), () => this.deps.api.sendLinkOtp(step.code.request));
  }

  /** Back to the number (kept in the form): no code waits any more. */
  cancel(): void {
    this.step.next({ kind: 'number' });
  }

  /** The session ended: the next patient starts with nothing. */
  forget(): void {
    this.draft = { mobileNumber: '', relation: '' };
    this.step.next({ kind: 'number' });
  }

  private setCode(was: LinkCode, code: CodeState): void {
    const step = this.step.value;
    if (step.kind === 'code' && step.code.request === was.request) this.step.next({ kind: 'code', code: { ...step.code, ...code } });
  }

  private startError(error: ApiError, mobileNumber: MobileNumber): StartLinkError {
    if (error.kind === 'not-found') return { kind: 'no-account', mobileNumber };
    if (error.kind === 'rejected' || error.kind === 'conflict') return refusedAt(error.message);
    // Too many codes sent to the number, or it is locked: said at the number, with the wait.
    if (error.kind === 'too-many-requests') return { kind: 'invalid', fields: { mobileNumber: describeApiError(error) } };
    return error;
  }
}

/** Forgets the number typed and any code waiting when the session goes back to a visitor. */
export function keepLinkingWithSession(linking: Pick<MemberLinking, 'forget'>, header$: Observable<HeaderState>): Subscription {
  return header$.subscribe((header) => {
    if (header.kind === 'visitor') linking.forget();
  });
}
