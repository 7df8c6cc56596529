import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import type { InvalidForm } from '../account/forms';
import type { ResendError, VerifyCodeError } from '../session/otp-verification';
import type { CodeState } from '../session/pending-verification';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { maskDrivingLicence } from './driving-licence';
import { checkLicenceDocument, type LicenceDocumentField, type LicenceDocumentInput } from './licence-document';
import type { AbhaPlace } from './model';
import { freshCode, OtpSteps, type StepError } from './otp-steps';
import type { AbhaApi } from './ports';

/**
 * Where the patient is in applying for an ABHA with a driving licence (ABDM's other-document
 * flow): consent, the mobile and its OTP, the licence's details and photos, then the enrolment
 * number, which a health facility turns into an ABHA number once it has seen the licence.
 */
export type LicenceEnrolmentStep =
  | { step: 'consent' }
  | { step: 'mobile' }
  | { step: 'mobile-otp'; mobile: MobileNumber; code: CodeState }
  | { step: 'document'; mobile: MobileNumber }
  | { step: 'done'; enrolmentNumber: string; name: string; maskedLicence: string };

export type LicenceDocumentError = InvalidForm<LicenceDocumentField> | Exclude<StepError, { kind: 'invalid' }>;

/**
 * The flow as a state machine. The transaction id lives in this object only and is dropped at
 * the end, on starting again and at sign-out; the licence and its photos are sent once and kept
 * nowhere (only the form holds them while the patient types).
 */
export class LicenceEnrolment {
  private readonly state = new BehaviorSubject<LicenceEnrolmentStep>({ step: 'consent' });
  readonly step$: Observable<LicenceEnrolmentStep> = this.state.asObservable();
  private txnId: string | null = null;
  private readonly steps: OtpSteps;

  constructor(
    private readonly api: AbhaApi,
    private readonly clock: Clock,
    private readonly queries: QueryCache,
    signedIn$: Observable<boolean>,
  ) {
    this.steps = new OtpSteps(clock);
    signedIn$.pipe(distinctUntilChanged()).subscribe((signedIn) => {
      if (!signedIn) this.restart();
    });
  }

  get current(): LicenceEnrolmentStep {
    return this.state.value;
  }

  restart(): void {
    this.txnId = null;
    this.state.next({ step: 'consent' });
  }

  consent(): void {
    if (this.state.value.step === 'consent') this.state.next({ step: 'mobile' });
  }

  /** ABDM's states, for the address. */
  states(): Query<AbhaPlace[]> {
    return this.queries.query(['abha', 'states'], () => this.api.states());
  }

  /** The districts of the state chosen; null until one is. */
  districts(stateCode: string): Query<AbhaPlace[]> | null {
    return stateCode === '' ? null : this.queries.query(['abha', 'districts', stateCode], () => this.api.districts(stateCode));
  }

  async submitMobile(input: string): Promise<Result<null, StepError>> {
    if (this.state.value.step !== 'mobile') return Err({ kind: 'out-of-step' });
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'invalid', message: mobile.error });
    return this.steps.once(async () => {
      const sent = await this.api.requestLicenceOtp(mobile.value);
      if (sent.isErr()) return sent;
      this.txnId = sent.value.txnId;
      this.state.next({ step: 'mobile-otp', mobile: mobile.value, code: freshCode(this.clock.now()) });
      return Ok(null);
    });
  }

  async verifyMobileOtp(input: string): Promise<Result<null, VerifyCodeError>> {
    const at = this.state.value;
    const txnId = this.txnId;
    if (at.step !== 'mobile-otp' || txnId === null) return Err({ kind: 'no-pending' });
    return this.steps.check(at.code, input, (code) => this.state.next({ ...at, code }), async (otp) => {
      const verified = await this.api.verifyLicenceOtp(txnId, otp);
      if (verified.isErr()) return verified;
      this.state.next({ step: 'document', mobile: at.mobile });
      return Ok(null);
    });
  }

  async resendMobileOtp(): Promise<Result<null, ResendError>> {
    const at = this.state.value;
    if (at.step !== 'mobile-otp' || this.txnId === null) return Err({ kind: 'no-pending' });
    return this.steps.resend(at.code, (code) => this.state.next({ ...at, code }), async () => {
      const sent = await this.api.requestLicenceOtp(at.mobile);
      if (sent.isOk()) this.txnId = sent.value.txnId;
      return sent.map(() => null);
    });
  }

  /** Back from the OTP to change the number: the transaction is dropped. */
  changeMobile(): void {
    if (this.state.value.step !== 'mobile-otp') return;
    this.txnId = null;
    this.state.next({ step: 'mobile' });
  }

  /** The licence's details on the patient's day; each bad field is named before anything is sent. */
  async submitDocument(input: LicenceDocumentInput): Promise<Result<null, LicenceDocumentError>> {
    const at = this.state.value;
    const txnId = this.txnId;
    if (at.step !== 'document' || txnId === null) return Err({ kind: 'out-of-step' });
    const document = checkLicenceDocument(input, this.clock.now());
    if (document.isErr()) return document;
    return this.steps.once(async () => {
      const enrolled = await this.api.enrolByLicence(txnId, document.value);
      if (enrolled.isErr()) return enrolled;
      this.txnId = null;
      this.state.next({ step: 'done', ...enrolled.value, maskedLicence: maskDrivingLicence(document.value.licence) });
      return Ok(null);
    });
  }
}
