import { Err, Ok, type Result } from 'ts-results-es';
import type { LabResult } from '../../domain/records/lab-results';
import { THERAPY_SPECIALITIES } from '../../domain/consultations/model';
import { managerMaySee } from '../../domain/family/privacy';
import type { HealthRecord, NewRecord } from '../../domain/records/model';
import { checkRecordDetails, checkRecordFile, describeRecordFileError } from '../../domain/records/upload';
import { istDate } from '../../domain/shared/calendar-date';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';
import { toBase64 } from '../base64';
import type { FakeBackend } from '../backend';
import { fakeDoctor } from '../consultations/doctors';
import { diagnosticsStore } from '../diagnostics/state';
import { FakeFamilyService } from '../family/service';
import { onePagePdf } from '../pdf';
import type { FakeStoredRecord, FakeUser } from '../state';
import { demoRecords } from './demo-records';

/** The file of an upload as the server receives it: its name and bytes; the type is read from the bytes. */
export type FakeUpload = Omit<NewRecord, 'file'> & { file: { name: string; bytes: Uint8Array } };

const sizeOfDataUrl = (url: string) => Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4);

/**
 * The fake backend's health records: the reports of the patient's lab orders and the
 * prescriptions of their consultations, read from those areas as they are now, with the files
 * the family uploaded (a believable past laid out on the first read), and what linked members
 * share from their own accounts. Whatever belongs to another family, and whatever a linked member
 * keeps to themself (docs/decisions.md "Privacy inside a family"), is "Data Not Found", never a
 * hint that it exists.
 */
export class FakeRecordsService {
  private readonly family: FakeFamilyService;

  constructor(private readonly backend: FakeBackend) {
    this.family = new FakeFamilyService(backend);
  }

  records(token: string | null): Result<HealthRecord[], ApiError> {
    return this.backend.userByToken(token).map((user) => structuredClone([...this.ownRecords(user), ...this.sharedByLinkedMembers(user)]));
  }

  /**
   * Marks one of the patient's own records private, or shares it again. A family member's record
   * (the patient's to manage, or a linked member's to keep) and any other id are not found.
   */
  setPrivate(token: string | null, id: string, isPrivate: boolean): Result<HealthRecord, ApiError> {
    return this.backend.userByToken(token).andThen((user): Result<HealthRecord, ApiError> => {
      const found = this.ownRecords(user).find((record) => record.id === id && record.memberId === null);
      if (!found) return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
      const kept = ((this.backend.state.privateRecords ??= {})[user.id] ??= []).filter((other) => other !== id);
      this.backend.state.privateRecords[user.id] = isPrivate ? [...kept, id] : kept;
      return Ok(structuredClone({ ...found, private: isPrivate }));
    });
  }

  upload(token: string | null, upload: FakeUpload): Result<HealthRecord, ApiError> {
    return this.backend.userByToken(token).andThen((user): Result<HealthRecord, ApiError> => {
      const { bytes } = upload.file;
      const type = checkRecordFile(bytes.subarray(0, 8), bytes.length);
      if (type.isErr()) {
        const message = describeRecordFileError(type.error);
        return Err(type.error.kind === 'file-too-large' ? { kind: 'too-large', message } : { kind: 'rejected', message });
      }
      const members = this.family.activeMembersOf(user.id);
      const details = checkRecordDetails({ ...upload, member: upload.memberId ?? 'SELF' }, new Date(this.backend.now()), members.map((member) => member.id));
      if (details.isErr()) {
        if (details.error.fields.member !== undefined) return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
        return Err({ kind: 'rejected', message: Object.values(details.error.fields)[0] ?? 'The record is not valid' });
      }
      const { memberId } = details.value;
      const record: FakeStoredRecord = {
        id: this.backend.newId('doc'),
        ...details.value,
        origin: 'UPLOADED',
        personName: memberId === null ? nameOf(user) : (members.find((member) => member.id === memberId)?.name ?? ''),
        file: { name: upload.file.name.trim() || 'record', contentType: type.value, sizeBytes: bytes.length, url: `data:${type.value};base64,${toBase64(bytes)}` },
        addedAt: new Date(this.backend.now()).toISOString(),
      };
      this.uploads(user).push(record);
      return Ok(structuredClone({ ...record, private: false, fromMemberAccount: false }));
    });
  }

  /** Only an uploaded record can go; ours (lab orders, consultations) and others' are not found. */
  remove(token: string | null, id: string): Result<null, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const uploads = this.uploads(user);
      const index = uploads.findIndex((record) => record.id === id && record.origin === 'UPLOADED');
      if (index < 0) return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
      uploads.splice(index, 1);
      return Ok(null);
    });
  }

  /** The values of the family's reports that carry them (the demo past's lab orders). */
  labResults(token: string | null): Result<LabResult[], ApiError> {
    return this.backend.userByToken(token).map((user) => {
      this.uploads(user);
      return structuredClone(this.backend.state.labResults?.[user.id] ?? []);
    });
  }

  /** Every record of the patient's own account (theirs and their family's), each with whether they marked it private. */
  private ownRecords(user: FakeUser): HealthRecord[] {
    const hidden = new Set(this.backend.state.privateRecords?.[user.id] ?? []);
    return [...this.uploads(user), ...this.labReports(user), ...this.prescriptions(user)].map((record) => ({ ...record, private: hidden.has(record.id), fromMemberAccount: false }));
  }

  /**
   * What each linked member shares from their own account: their own records (not those of their
   * own family), under the family's privacy rule, named as the family knows them.
   */
  private sharedByLinkedMembers(user: FakeUser): HealthRecord[] {
    return this.family.linkedAccounts(user.id).flatMap(({ member, accountId }) => {
      const account = this.backend.state.users[accountId];
      if (!account) return [];
      return this.ownRecords(account)
        .filter((record) => record.memberId === null && managerMaySee({ private: record.private, therapy: this.fromTherapy(record) }, member))
        .map((record) => ({ ...record, memberId: member.id, personName: member.name, fromMemberAccount: true }));
    });
  }

  /** A prescription of a therapy session: a psychologist's or a psychiatrist's. */
  private fromTherapy(record: FakeStoredRecord): boolean {
    if (record.origin !== 'CONSULTATION') return false;
    const appointment = this.backend.state.consultations.appointments.find((a) => `consultation-${a.id}` === record.id);
    const speciality = appointment ? fakeDoctor(appointment.doctorId)?.speciality : undefined;
    return speciality !== undefined && THERAPY_SPECIALITIES.includes(speciality);
  }

  /** The family's own records (uploads, and the demo past's), laid out with a believable past on the first read. */
  private uploads(user: FakeUser): FakeStoredRecord[] {
    const all = (this.backend.state.records ??= {});
    const kept = all[user.id];
    if (kept !== undefined) return kept;
    // A linked member's past is in their own account, shared from there.
    const managed = this.family.activeMembersOf(user.id).filter((member) => !member.linked);
    const people = [{ memberId: null, name: nameOf(user) }, ...managed.map((member) => ({ memberId: member.id, name: member.name }))];
    const past = demoRecords(user.id, people, this.backend.now(), () => this.backend.newId('doc'));
    (this.backend.state.labResults ??= {})[user.id] = past.results;
    return (all[user.id] = past.records);
  }

  private labReports(user: FakeUser): FakeStoredRecord[] {
    const orders = diagnosticsStore(this.backend).accounts[user.id]?.orders ?? [];
    return orders.flatMap((order) =>
      order.report === null
        ? []
        : [
            {
              id: `lab-order-${order.id}`,
              kind: 'LAB_REPORT' as const,
              origin: 'LAB_ORDER' as const,
              title: order.items.map((item) => item.name).join(', '),
              date: order.slot.date,
              source: order.lab.name,
              memberId: order.patient.id,
              personName: order.patient.name,
              file: { name: order.report.fileName, contentType: order.report.contentType, sizeBytes: sizeOfDataUrl(order.report.url), url: order.report.url },
              addedAt: order.history.at(-1)?.at ?? order.placedAt,
            },
          ],
    );
  }

  private prescriptions(user: FakeUser): FakeStoredRecord[] {
    return this.backend.state.consultations.appointments.flatMap((appointment) => {
      const prescription = appointment.prescription;
      if (appointment.userId !== user.id || prescription === null) return [];
      const doctor = fakeDoctor(appointment.doctorId)?.name ?? '';
      const date = istDate(new Date(prescription.issuedAt));
      const url = onePagePdf([
        `${doctor} - Prescription`,
        `Patient: ${appointment.patientName}    Date: ${date}`,
        `Diagnosis: ${prescription.diagnosis}`,
        'Rx',
        ...prescription.medicines.map((medicine, index) => `${index + 1}. ${medicine.name} ${medicine.dosage}, ${medicine.frequency}, ${medicine.durationDays} days`),
        ...prescription.advice.map((advice) => `Advice: ${advice}`),
      ]);
      return [
        {
          id: `consultation-${appointment.id}`,
          kind: 'PRESCRIPTION' as const,
          origin: 'CONSULTATION' as const,
          title: prescription.diagnosis,
          date,
          source: doctor,
          memberId: appointment.familyMemberId,
          personName: appointment.patientName,
          file: { name: `prescription-${appointment.id}.pdf`, contentType: 'application/pdf' as const, sizeBytes: sizeOfDataUrl(url), url },
          addedAt: prescription.issuedAt,
        },
      ];
    });
  }
}

function nameOf(user: FakeUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
