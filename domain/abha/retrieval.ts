import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import type { ResendError, VerifyCodeError } from '../session/otp-verification';
import type { CodeState } from '../session/pending-verification';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import type { Clock } from '../shared/ports';
import type { AbhaAccountSummary } from './model';
import { freshCode, OtpSteps, type StepError } from './otp-steps';
import type { AbhaApi } from './ports';

/** Forgot ABHA number (/Abha/abharetrive): the mobile, its OTP, then the accounts it holds. */
export type RetrievalStep =
  | { step: 'mobile' }
  | { step: 'otp'; mobile: MobileNumber; code: CodeState }
  | { step: 'found'; mobile: MobileNumber; accounts: AbhaAccountSummary[] };

/** The forgot flow as a state machine; like the enrolment, its transaction id lives here only and goes at sign-out. */
export class AbhaRetrieval {
  private readonly state = new BehaviorSubject<RetrievalStep>({ step: 'mobile' });
  readonly step$: Observable<RetrievalStep> = this.state.asObservable();
  private readonly steps: OtpSteps;
  private txnId: string | null = null;

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

  restart(): void {
    this.txnId = null;
    this.state.next({ step: 'mobile' });
  }

  async submitMobile(input: string): Promise<Result<null, StepError>> {
    if (this.state.value.step !== 'mobile') return Err({ kind: 'out-of-step' });
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'invalid', message: mobile.error });
    return this.steps.once(async () => {
      const sent = await this.api.requestRetrieveOtp(mobile.value);
      if (sent.isErr()) return sent;
      this.txnId = sent.value.txnId;
      this.state.next({ step: 'otp', mobile: mobile.value, code: freshCode(this.clock.now()) });
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
      this.state.next({ step: 'found', mobile: at.mobile, accounts: found.value });
      return Ok(null);
    });
  }

  async resendOtp(): Promise<Result<null, ResendError>> {
    const at = this.state.value;
    if (at.step !== 'otp') return Err({ kind: 'no-pending' });
    return this.steps.resend(at.code, (code) => this.state.next({ ...at, code }), async () => {
      const sent = await this.api.requestRetrieveOtp(at.mobile);
      if (sent.isOk()) this.txnId = sent.value.txnId;
      return sent.map(() => null);
    });
  }
}
