import { BehaviorSubject, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { SingleFlight, type AlreadyInProgress } from '../account/forms';
import type { AnnouncedError, ErrorPolicy } from '../session/error-policy';
import type { ApiError } from '../shared/errors';
import { FILE_SIGNATURE_LENGTH } from '../shared/file-type';
import { amend, type Query, type QueryCache } from '../shared/query';
import type { MedicineOrder, Prescription } from './model';
import { orderChanged } from './order-tracking';
import type { PharmacyApi } from './ports';
import { checkPrescriptionFile, type PrescriptionFileError } from './prescription-file';
import { byCodeUnits } from '../shared/order';

export type UploadError = PrescriptionFileError | AnnouncedError | ApiError;

export type OrderByPrescriptionError = { kind: 'no-prescription' } | { kind: 'no-address' } | AlreadyInProgress | ApiError;

/** Where the session keeps the patient's prescriptions. */
export const PRESCRIPTION_QUERIES = {
  list: ['pharmacy', 'prescriptions'],
} as const;

/** How many leading bytes a file check needs: read only these before deciding. */
export const PRESCRIPTION_HEAD_BYTES = FILE_SIGNATURE_LENGTH;

/**
 * The patient's uploaded prescriptions (POST /prescription/upload, GET uploaded
 * prescriptions, POST delete uploaded prescription/{id}) and ordering by prescription only
 * (POST upload medicine order): the pharmacy builds the cart from the prescription.
 */
export class PrescriptionLibrary {
  private readonly ordering = new SingleFlight();
  private readonly attached = new BehaviorSubject<readonly string[]>([]);
  /** The prescriptions the patient ticked for the cart's order; kept while they move around the app. */
  readonly attached$: Observable<readonly string[]> = this.attached.asObservable();

  constructor(
    private readonly api: PharmacyApi,
    private readonly errors: ErrorPolicy,
    private readonly queries: QueryCache,
  ) {}

  /** Newest first. */
  list(): Query<Prescription[]> {
    return this.queries.query(PRESCRIPTION_QUERIES.list, async () => {
      const listed = await this.api.prescriptions();
      if (listed.isErr()) return Err(listed.error);
      return Ok(newestFirst(listed.value));
    });
  }

  /** The prescriptions ticked for the cart's order, as they are now. */
  get attachedIds(): readonly string[] {
    return this.attached.value;
  }

  /** Whether a file may be uploaded, from its first bytes and its size: before anything is sent. */
  check(head: ArrayLike<number>, size: number): Result<Prescription['contentType'], PrescriptionFileError> {
    return checkPrescriptionFile(head, size);
  }

  /**
   * Checks the bytes again (a caller cannot skip the check), then uploads with the type the
   * content showed, whatever the file's name says.
   */
  async upload(file: { name: string; bytes: Uint8Array }, onProgress?: (fraction: number) => void): Promise<Result<Prescription, UploadError>> {
    const checked = checkPrescriptionFile(file.bytes.subarray(0, PRESCRIPTION_HEAD_BYTES), file.bytes.length);
    if (checked.isErr()) return checked;
    const uploaded = await this.api.uploadPrescription({ name: file.name, contentType: checked.value, bytes: file.bytes }, onProgress);
    // Spec §8: an upload's failure is toasted with the server's answer (a 500 too: the image-upload context).
    if (uploaded.isErr() && this.errors.handle(uploaded.error, { shown: 'catalogue', imageUpload: true })) return Err({ kind: 'announced' });
    if (uploaded.isOk()) amend(this.list(), (listed) => newestFirst([uploaded.value, ...listed.filter((p) => p.id !== uploaded.value.id)]));
    return uploaded;
  }

  async remove(id: string): Promise<Result<null, ApiError>> {
    const removed = await this.api.deletePrescription(id);
    if (removed.isErr()) return Err(removed.error);
    this.detach(id);
    amend(this.list(), (listed) => listed.filter((p) => p.id !== id));
    return removed;
  }

  attach(id: string): void {
    if (!this.attached.value.includes(id)) this.attached.next([...this.attached.value, id]);
  }

  detach(id: string): void {
    if (this.attached.value.includes(id)) this.attached.next(this.attached.value.filter((attached) => attached !== id));
  }

  /** After the order is placed, the next cart starts with nothing attached. */
  clearAttached(): void {
    this.attached.next([]);
  }

  /** One order however often it is asked while the request is out. */
  async orderWith(prescriptionIds: readonly string[], addressId: string | null): Promise<Result<MedicineOrder, OrderByPrescriptionError>> {
    if (prescriptionIds.length === 0) return Err({ kind: 'no-prescription' });
    if (addressId === null) return Err({ kind: 'no-address' });
    return this.ordering.run(async () => {
      const order = await this.api.orderByPrescription({ prescriptionIds: [...prescriptionIds], addressId });
      if (order.isErr()) return Err(order.error);
      orderChanged(this.queries, order.value);
      return order;
    });
  }
}

function newestFirst(prescriptions: readonly Prescription[]): Prescription[] {
  return [...prescriptions].sort((a, b) => byCodeUnits(b.uploadedOn, a.uploadedOn));
}
