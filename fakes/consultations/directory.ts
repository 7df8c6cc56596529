import { Ok, type Result } from 'ts-results-es';
import { CALL_BACK_KINDS, CALL_TIMES, validateCallBack, type CallBackReceipt, type CallBackRequest } from '../../domain/consultations/call-back';
import { matchesDoctor, rankDoctors } from '../../domain/consultations/doctor-search';
import { THERAPY_SPECIALITIES, type Doctor, type DoctorBio, type DoctorFilters, type TherapyPlan } from '../../domain/consultations/model';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { DoctorCalendar } from './calendar';
import { FAKE_DOCTORS, fakeDoctor, reviewsOf } from './doctors';
import { CALL_BACK_WITHIN_MINUTES, CONSULTATION_ERRORS, notFound, rejected } from './errors';
import { consultationsStore, type FakeConsultations } from './state';
import { therapyPlans } from './therapy';

/** Finding a doctor: the list, one doctor's page, a therapist's session plans, and a call back from the care team. */
export class FakeDoctorDirectory {
  constructor(
    private readonly backend: FakeBackend,
    private readonly calendar: DoctorCalendar,
  ) {}

  private get store(): FakeConsultations {
    return consultationsStore(this.backend);
  }

  searchDoctors(filters: DoctorFilters): Result<Doctor[], ApiError> {
    const doctors = FAKE_DOCTORS.map((doctor) => this.calendar.toDoctor(doctor, null));
    return Ok(rankDoctors(doctors.filter((doctor) => matchesDoctor(doctor, filters))));
  }

  doctor(id: string): Result<DoctorBio, ApiError> {
    const doctor = fakeDoctor(id);
    if (!doctor) return notFound();
    return Ok({ ...this.calendar.toDoctor(doctor, null), about: doctor.about, reviews: reviewsOf(doctor) });
  }

  /** therapist sessions: one session at the fee, or 4 or 8 paid at once for less per session. */
  therapistSessions(doctorId: string): Result<TherapyPlan[], ApiError> {
    const doctor = fakeDoctor(doctorId);
    if (!doctor) return notFound();
    if (!THERAPY_SPECIALITIES.includes(doctor.speciality)) return rejected(CONSULTATION_ERRORS.notTherapist);
    return Ok(therapyPlans(doctor));
  }

  /** A call back: checked with the forms' own rules; as soon as possible means within 30 minutes. */
  requestCallBack(token: string | null, request: CallBackRequest): Result<CallBackReceipt, ApiError> {
    const form = {
      name: request.name,
      mobileNumber: request.mobileNumber,
      speciality: request.speciality ?? '',
      preferredTime: request.preferredTime,
      concern: request.concern,
      age: request.ageYears === null ? '' : String(request.ageYears),
      consent: true,
    };
    const kind = CALL_BACK_KINDS.find((k) => k === request.kind);
    if (!kind) return rejected(`kind must be one of ${CALL_BACK_KINDS.join(', ')}`);
    const checked = validateCallBack(kind, form);
    if (checked.isErr()) return rejected(Object.values(checked.error)[0] ?? 'The request is not valid');
    const reference = `CB${this.backend.state.nextId}`;
    this.backend.state.nextId += 1;
    this.store.callBacks.push({ reference, request: checked.value, userId: this.calendar.optionalUser(token), at: this.backend.now() });
    return Ok({ reference, callWithinMinutes: checked.value.preferredTime === CALL_TIMES[0] ? CALL_BACK_WITHIN_MINUTES : null });
  }
}
