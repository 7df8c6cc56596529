import { asyncScheduler, BehaviorSubject, debounceTime, distinctUntilChanged, type Observable, type SchedulerLike, Subject, switchMap } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import type { ResendError, VerifyCodeError } from '../session/otp-verification';
import type { CodeState } from '../session/pending-verification';
import { DEBOUNCE_MS } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import type { Clock } from '../shared/ports';
import { maskAadhaar, parseAadhaar, type Aadhaar } from './aadhaar';
import { abhaAddressOf, parseAbhaAddressName } from './abha-number';
import type { AbhaCard } from './model';
import type { MyAbha } from './my-abha';
import { freshCode, OtpSteps, type StepError } from './otp-steps';
import type { AbhaApi } from './ports';

/**
 * Where the patient is in creating an ABHA with Aadhaar (ABDM's V3 enrolment): consent, the
 * Aadhaar number, its OTP, the mobile to link (with its own OTP when it is not Aadhaar's), the
 * address, then the card. What is shown of Aadhaar is only its mask.
 */
export type EnrolmentStep =
  | { step: 'consent' }
  | { step: 'aadhaar' }
  | { step: 'aadhaar-otp'; maskedAadhaar: string; maskedMobile: string; code: CodeState }
  | { step: 'mobile'; maskedAadhaar: string; name: string }
  | { step: 'mobile-otp'; maskedAadhaar: string; name: string; mobile: MobileNumber; code: CodeState }
  | { step: 'address'; maskedAadhaar: string; name: string; suggestions: string[] }
  | { step: 'done'; card: AbhaCard };

/** What the address field says as the patient types: checked with the service after a pause. */
export type AddressCheck =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'checking'; name: string }
  | { kind: 'available'; name: string }
  | { kind: 'taken'; name: string }
  | { kind: 'failed'; name: string; error: ApiError };

export type { StepError } from './otp-steps';

export const ABHA_ADDRESS_TAKEN = 'This ABHA address is taken. Choose another or pick a suggestion.';


/**
 * The flow as a state machine. The transaction id (`abhaTxnId`) lives in this object only, never
 * in storage or an address, and is dropped when the card is shown, when the patient starts
 * again, and at sign-out. The Aadhaar number is kept only while its OTP may need sending again.
 */
export class AbhaEnrolment {
  private readonly state = new BehaviorSubject<EnrolmentStep>({ step: 'consent' });
  readonly step$: Observable<EnrolmentStep> = this.state.asObservable();
  private readonly addressState = new BehaviorSubject<AddressCheck>({ kind: 'idle' });
  readonly addressCheck$: Observable<AddressCheck> = this.addressState.asObservable();
  private readonly typedAddress = new Subject<string>();
  private txnId: string | null = null;
  private aadhaar: Aadhaar | null = null;
  private readonly steps: OtpSteps;

  constructor(
    private readonly api: AbhaApi,
    private readonly clock: Clock,
    private readonly mine: MyAbha,
    signedIn$: Observable<boolean>,
    scheduler: SchedulerLike = asyncScheduler,
  ) {
    this.steps = new OtpSteps(clock);
    signedIn$.pipe(distinctUntilChanged()).subscribe((signedIn) => {
      if (!signedIn) this.restart();
    });
    this.typedAddress
      .pipe(
        debounceTime(DEBOUNCE_MS, scheduler),
        distinctUntilChanged(),
        switchMap((name) => this.checkAddress(name)),
      )
      .subscribe((check) => this.addressState.next(check));
  }

  get current(): EnrolmentStep {
    return this.state.value;
  }

  /** Forgets everything of the flow, the transaction included, and goes back to consent. */
  restart(): void {
    this.stopAddressCheck();
    this.txnId = null;
    this.aadhaar = null;
    this.addressState.next({ kind: 'idle' });
    this.state.next({ step: 'consent' });
  }

  /** The patient agreed to share their Aadhaar details with ABDM. */
  consent(): void {
    if (this.state.value.step === 'consent') this.state.next({ step: 'aadhaar' });
  }

  async submitAadhaar(input: string): Promise<Result<null, StepError>> {
    if (this.state.value.step !== 'aadhaar') return Err({ kind: 'out-of-step' });
    const aadhaar = parseAadhaar(input);
    if (aadhaar.isErr()) return Err({ kind: 'invalid', message: aadhaar.error });
    return this.steps.once(async () => {
      const sent = await this.api.requestAadhaarOtp(aadhaar.value);
      if (sent.isErr()) return sent;
      this.txnId = sent.value.txnId;
      this.aadhaar = aadhaar.value;
      this.state.next({ step: 'aadhaar-otp', maskedAadhaar: maskAadhaar(aadhaar.value), maskedMobile: sent.value.maskedMobile, code: freshCode(this.clock.now()) });
      return Ok(null);
    });
  }

  async verifyAadhaarOtp(input: string): Promise<Result<null, VerifyCodeError>> {
    const at = this.state.value;
    if (at.step !== 'aadhaar-otp' || this.txnId === null) return Err({ kind: 'no-pending' });
    const txnId = this.txnId;
    return this.steps.check(at.code, input, (code) => this.state.next({ ...at, code }), async (otp) => {
      const verified = await this.api.verifyAadhaarOtp(txnId, otp);
      if (verified.isErr()) return verified;
      // The OTP is used: the number is not needed again.
      this.aadhaar = null;
      this.state.next({ step: 'mobile', maskedAadhaar: at.maskedAadhaar, name: verified.value.name });
      return Ok(null);
    });
  }

  async resendAadhaarOtp(): Promise<Result<null, ResendError>> {
    const at = this.state.value;
    const aadhaar = this.aadhaar;
    if (at.step !== 'aadhaar-otp' || aadhaar === null) return Err({ kind: 'no-pending' });
    return this.steps.resend(at.code, (code) => this.state.next({ ...at, code }), async () => {
      const sent = await this.api.requestAadhaarOtp(aadhaar);
      if (sent.isOk()) this.txnId = sent.value.txnId;
      return sent.map(() => null);
    });
  }

  /** The mobile to link: Aadhaar's own goes straight on to the address, another gets its OTP first. */
  async submitMobile(input: string): Promise<Result<null, StepError>> {
    const at = this.state.value;
    if (at.step !== 'mobile' || this.txnId === null) return Err({ kind: 'out-of-step' });
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'invalid', message: mobile.error });
    const txnId = this.txnId;
    return this.steps.once(async () => {
      const linked = await this.api.linkMobile(txnId, mobile.value);
      if (linked.isErr()) return linked;
      if (linked.value.otpSent) {
        this.state.next({ step: 'mobile-otp', maskedAadhaar: at.maskedAadhaar, name: at.name, mobile: mobile.value, code: freshCode(this.clock.now()) });
        return Ok(null);
      }
      await this.toAddress(txnId, at.maskedAadhaar, at.name);
      return Ok(null);
    });
  }

  async verifyMobileOtp(input: string): Promise<Result<null, VerifyCodeError>> {
    const at = this.state.value;
    if (at.step !== 'mobile-otp' || this.txnId === null) return Err({ kind: 'no-pending' });
    const txnId = this.txnId;
    return this.steps.check(at.code, input, (code) => this.state.next({ ...at, code }), async (otp) => {
      const verified = await this.api.verifyMobileOtp(txnId, otp);
      if (verified.isErr()) return verified;
      await this.toAddress(txnId, at.maskedAadhaar, at.name);
      return Ok(null);
    });
  }

  async resendMobileOtp(): Promise<Result<null, ResendError>> {
    const at = this.state.value;
    const txnId = this.txnId;
    if (at.step !== 'mobile-otp' || txnId === null) return Err({ kind: 'no-pending' });
    return this.steps.resend(at.code, (code) => this.state.next({ ...at, code }), async () => (await this.api.linkMobile(txnId, at.mobile)).map(() => null));
  }

  /** Back from Aadhaar's OTP to type the number again: the transaction and the number are dropped. */
  changeAadhaar(): void {
    if (this.state.value.step !== 'aadhaar-otp') return;
    this.txnId = null;
    this.aadhaar = null;
    this.state.next({ step: 'aadhaar' });
  }

  /** Back from the mobile's OTP to change the number. */
  changeMobile(): void {
    const at = this.state.value;
    if (at.step === 'mobile-otp') this.state.next({ step: 'mobile', maskedAadhaar: at.maskedAadhaar, name: at.name });
  }

  /** As the patient types an address: its shape at once, whether it is free after a pause. */
  typeAddress(input: string): void {
    const name = parseAbhaAddressName(input);
    if (name.isErr()) {
      this.typedAddress.next('');
      this.addressState.next(input.trim() === '' ? { kind: 'idle' } : { kind: 'invalid', message: name.error });
      return;
    }
    this.addressState.next({ kind: 'checking', name: name.value });
    this.typedAddress.next(name.value);
  }

  async createAbha(input: string): Promise<Result<AbhaCard, StepError>> {
    const at = this.state.value;
    if (at.step !== 'address' || this.txnId === null) return Err({ kind: 'out-of-step' });
    const name = parseAbhaAddressName(input);
    if (name.isErr()) return Err({ kind: 'invalid', message: name.error });
    const txnId = this.txnId;
    // The address is being taken: a check of it still waiting would only answer "taken" afterwards.
    this.stopAddressCheck();
    return this.steps.once(async (): Promise<Result<AbhaCard, StepError>> => {
      const created = await this.api.createAbha(txnId, name.value);
      if (created.isErr()) {
        if (created.error.kind !== 'conflict') return created;
        this.addressState.next({ kind: 'taken', name: name.value });
        return Err({ kind: 'invalid', message: ABHA_ADDRESS_TAKEN });
      }
      // The card is the end of the flow: the transaction goes with it.
      this.txnId = null;
      this.addressState.next({ kind: 'idle' });
      this.mine.created(created.value);
      this.state.next({ step: 'done', card: created.value });
      return Ok(created.value);
    });
  }

  /** Drops a check still waiting for the pause in typing. */
  private stopAddressCheck(): void {
    this.typedAddress.next('');
  }

  private async toAddress(txnId: string, maskedAadhaar: string, name: string): Promise<void> {
    const suggestions = await this.api.addressSuggestions(txnId);
    // Suggestions help; without them the patient can still type an address.
    this.state.next({ step: 'address', maskedAadhaar, name, suggestions: suggestions.unwrapOr([]).map(abhaAddressOf) });
  }

  private async checkAddress(name: string): Promise<AddressCheck> {
    const txnId = this.txnId;
    if (name === '' || txnId === null) return this.addressState.value;
    const free = await this.api.addressAvailable(txnId, name);
    if (free.isErr()) return { kind: 'failed', name, error: free.error };
    return free.value ? { kind: 'available', name } : { kind: 'taken', name };
  }
}
