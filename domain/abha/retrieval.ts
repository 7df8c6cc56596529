import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import type { ResendError, VerifyCodeError } from '../session/otp-verification';
import type { CodeState } from '../session/pending-verification';
import type { ApiError } from '../shared/errors';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import type { Clock } from '../shared/ports';
import { maskAadhaar, parseAadhaar, type Aadhaar } from './aadhaar';
import type { AbhaAccountSummary } from './model';
import { freshCode, OtpSteps, type StepError } from './otp-steps';
import type { AbhaApi } from './ports';

/** Said when an OTP is asked for again after the flow has forgotten what to send it for. */
export const RETRIEVAL_ENDED = 'This ABHA request has ended. Please start again.';

/** The two ways ABDM's forgot flow finds an ABHA number: an OTP to the mobile it was made with, or to the Aadhaar-linked mobile. */
export type RetrievalWay = 'mobile' | 'aadhaar';

/** Where the OTP went: the mobile as typed, or Aadhaar's mobile, of which the patient sees only masks. */
export type RetrievalTarget = { way: 'mobile'; mobile: MobileNumber } | { way: 'aadhaar'; maskedAadhaar: string; maskedMobile: string };

/** Forgot ABHA number (/Abha/abharetrive): the way and its number, the OTP, then the accounts found. */
export type RetrievalStep =
  | { step: 'start'; way: RetrievalWay }
  | { step: 'otp'; target: RetrievalTarget; code: CodeState }
  | { step: 'found'; target: RetrievalTarget; accounts: AbhaAccountSummary[] };

/**
 * The forgot flow as a state machine. Like the enrolment, its transaction id lives here only and
 * goes at sign-out; the Aadhaar number is kept only while its OTP may need sending again, and is
 * dropped once the OTP is verified, on "start again" and at sign-out.
 */
export class AbhaRetrieval {
  private readonly state = new BehaviorSubject<RetrievalStep>({ step: 'start', way: 'mobile' });
  readonly step$: Observable<RetrievalStep> = this.state.asObservable();
  private readonly steps: OtpSteps;
  private txnId: string | null = null;
  private aadhaar: Aadhaar | null = null;

  constructor(
    private readonly api: AbhaApi,
    private readonly clock: Clock,
    signedIn$: Observable<boolean>,
  ) {
    this.steps = new OtpSteps(clock);
    signedIn$.pipe(distinctUntilChanged()).subscribe((signedIn) => {
      if (!signedIn) this.restart();
    });
  }

  get current(): RetrievalStep {
    return this.state.value;
  }

  /** Back to the first step, the way kept: the transaction and any Aadhaar number forgotten. */
  restart(): void {
    const at = this.state.value;
    this.txnId = null;
    this.aadhaar = null;
    this.state.next({ step: 'start', way: at.step === 'start' ? at.way : at.target.way });
  }

  chooseWay(way: RetrievalWay): void {
    if (this.state.value.step === 'start') this.state.next({ step: 'start', way });
  }

  async submitMobile(input: string): Promise<Result<null, StepError>> {
    const at = this.state.value;
    if (at.step !== 'start' || at.way !== 'mobile') return Err({ kind: 'out-of-step' });
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'invalid', message: mobile.error });
    return this.steps.once(async () => {
      const sent = await this.api.requestRetrieveOtp(mobile.value);
      if (sent.isErr()) return sent;
      this.txnId = sent.value.txnId;
      this.state.next({ step: 'otp', target: { way: 'mobile', mobile: mobile.value }, code: freshCode(this.clock.now()) });
      return Ok(null);
    });
  }

  async submitAadhaar(input: string): Promise<Result<null, StepError>> {
    const at = this.state.value;
    if (at.step !== 'start' || at.way !== 'aadhaar') return Err({ kind: 'out-of-step' });
    const aadhaar = parseAadhaar(input);
    if (aadhaar.isErr()) return Err({ kind: 'invalid', message: aadhaar.error });
    return this.steps.once(async () => {
      const sent = await this.api.requestRetrieveAadhaarOtp(aadhaar.value);
      if (sent.isErr()) return sent;
      this.txnId = sent.value.txnId;
      this.aadhaar = aadhaar.value;
      this.state.next({
        step: 'otp',
        target: { way: 'aadhaar', maskedAadhaar: maskAadhaar(aadhaar.value), maskedMobile: sent.value.maskedMobile },
        code: freshCode(this.clock.now()),
      });
      return Ok(null);
    });
  }

  async verifyOtp(input: string): Promise<Result<null, VerifyCodeError>> {
    const at = this.state.value;
    const txnId = this.txnId;
    if (at.step !== 'otp' || txnId === null) return Err({ kind: 'no-pending' });
    return this.steps.check(at.code, input, (code) => this.state.next({ ...at, code }), async (otp) => {
      const found = await this.api.verifyRetrieveOtp(txnId, otp);
      if (found.isErr()) return found;
      this.txnId = null;
      this.aadhaar = null;
      this.state.next({ step: 'found', target: at.target, accounts: found.value });
      return Ok(null);
    });
  }

  async resendOtp(): Promise<Result<null, ResendError>> {
    const at = this.state.value;
    if (at.step !== 'otp') return Err({ kind: 'no-pending' });
    return this.steps.resend(at.code, (code) => this.state.next({ ...at, code }), () => this.sendAgain(at.target));
  }

  private async sendAgain(target: RetrievalTarget): Promise<Result<null, ApiError>> {
    if (target.way === 'mobile') {
      const sent = await this.api.requestRetrieveOtp(target.mobile);
      if (sent.isOk()) this.txnId = sent.value.txnId;
      return sent.map(() => null);
    }
    const aadhaar = this.aadhaar;
    if (aadhaar === null) return Err({ kind: 'rejected', message: RETRIEVAL_ENDED });
    const sent = await this.api.requestRetrieveAadhaarOtp(aadhaar);
    if (sent.isOk()) this.txnId = sent.value.txnId;
    return sent.map(() => null);
  }
}
