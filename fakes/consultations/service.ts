import { Err, Ok, type Result } from 'ts-results-es';
import { canJoin, checkCancel, checkReschedule, JOIN_CLOSES_MINUTES_AFTER_END } from '../../domain/consultations/appointment-rules';
import { SLOT_TAKEN_MESSAGE } from '../../domain/consultations/booking';
import { CALL_BACK_KINDS, CALL_TIMES, validateCallBack, type CallBackReceipt, type CallBackRequest } from '../../domain/consultations/call-back';
import { checkReason } from '../../domain/consultations/consultation-reason';
import { matchesDoctor, rankDoctors } from '../../domain/consultations/doctor-search';
import {
  VIDEO_EVENTS,
  type Appointment,
  type BookingQuote,
  type BookingRequest,
  type ConsultationInvoice,
  type CreateAppointmentRequest,
  type Doctor,
  type DoctorBio,
  type DoctorFilters,
  type Meeting,
  type NextSlot,
  type Slot,
  type TherapyPlan,
  type VideoEventType,
  THERAPY_SPECIALITIES,
} from '../../domain/consultations/model';
import { addDays, istDate, istInstant } from '../../domain/consultations/slots';
import { COOKIE_LIFETIME_MS, DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { FakeFamilyService } from '../family/service';
import { FakeCarePlans } from '../subscriptions-cover';
import { fakePaymentSignature } from '../pharmacy/payment-signature';
import type { FakeUser } from '../state';
import { FAKE_DOCTORS, fakeDoctor, reviewsOf, type FakeDoctor } from './doctors';
import { simulatedPrescription } from './prescriptions';
import { emptyConsultations, type FakeAppointment, type FakeConsultations } from './state';

const MINUTE = 60 * 1000;
export const SLOT_MINUTES = 15;
/** preBookingDisplay holds the slot for the patient this long: the reason cookie's lifetime. */
export const HOLD_MS = COOKIE_LIFETIME_MS;
export const MAX_SLOT_DAYS = 14;
export const CALL_BACK_WITHIN_MINUTES = 30;
/** Slots starting within this long are never among those other patients booked. */
const OPEN_AHEAD_MS = 60 * MINUTE;

/** A demo coupon for consultations (docs/decisions.md). */
export const CONSULTATION_COUPON = { code: 'CONSULT100', discountPaise: 10000, minFeePaise: 50000 } as const;

export const CONSULTATION_ERRORS = {
  notFound: DATA_NOT_FOUND,
  slotTaken: SLOT_TAKEN_MESSAGE,
  slotPassed: 'This slot has already started. Please choose another time.',
  badDate: 'date must be a calendar date (YYYY-MM-DD)',
  notFamily: 'Choose someone from your family list, or book for yourself',
  payFirst: 'Pay for this consultation to book it',
  otherPayment: 'This payment belongs to another booking',
  badSignature: 'The payment could not be verified',
  badCoupon: 'This coupon code is not valid',
  couponMinimum: 'This coupon needs a consultation fee of ₹500 or more',
  cancelReason: 'Tell us why you are cancelling',
  sameDoctor: 'Choose a new time with the same doctor',
  callNotOpen: 'The call opens 15 minutes before the consultation starts.',
  callClosed: 'This consultation has ended or was cancelled, so its call is closed.',
  notTherapist: 'Session plans are offered by therapists only',
  unknownPlan: 'Choose one of the therapist’s session plans',
  therapyForSelf: 'Therapy is booked by the person who takes it: book it from their own account',
  unknownEvent: `event must be one of ${VIDEO_EVENTS.join(', ')}`,
} as const;

/** The meeting service's host the rooms live on (docs/api.md "Video consultation"). */
export const MEETING_DOMAIN = 'meet.carewell.in';
/** Our GSTIN in Haryana (the Gurugram office), for the invoice. */
export const CAREWELL_GSTIN = '06AABCC7412M1Z3';
/** SAC 999312: medical services by doctors, exempt from GST. */
export const CONSULTATION_SAC = '999312';

const SLOT_ID = /^(dr\d{3})t(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const notFound = (): Err<ApiError> => Err({ kind: 'not-found', message: CONSULTATION_ERRORS.notFound });
const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });
const conflict = (message: string): Err<ApiError> => Err({ kind: 'conflict', message });

/** A stable number from a text, so which slots other patients "booked" is the same every run. */
function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function slotId(doctorId: string, date: string, time: string): string {
  return `${doctorId}t${date.replace(/-/g, '')}${time.replace(':', '')}`;
}

/** The slot a slot id names, if the doctor consults then. */
export function parseSlotId(id: string): { doctor: FakeDoctor; date: string; time: string } | null {
  const match = SLOT_ID.exec(id);
  if (!match) return null;
  const doctor = fakeDoctor(match[1] ?? '');
  const date = `${match[2]}-${match[3]}-${match[4]}`;
  const time = `${match[5]}:${match[6]}`;
  if (!doctor || !scheduleOf(doctor, date).includes(time)) return null;
  return { doctor, date, time };
}

/** The doctor's slot times on a date (IST): every 15 minutes of their sessions on their days. */
function scheduleOf(doctor: FakeDoctor, date: string): string[] {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  if (Number.isNaN(weekday) || !doctor.days.includes(weekday)) return [];
  const times: string[] = [];
  for (const session of doctor.sessions) {
    for (let m = minutesOf(session.from); m + SLOT_MINUTES <= minutesOf(session.to); m += SLOT_MINUTES) times.push(hhmm(m));
  }
  return times;
}

/**
 * The fake backend's consultation area: doctors, slot calendars that fill as bookings are made
 * (and with about one slot in five already taken by other patients), bookings with holds,
 * payments, cancel and reschedule by the domain's own rules, and the simulated doctor's side
 * of the call. Time is the backend's clock; past slots are never offered.
 */
export class FakeConsultationService {
  private readonly family: FakeFamilyService;
  private readonly carePlans: FakeCarePlans;

  constructor(private readonly backend: FakeBackend) {
    this.family = new FakeFamilyService(backend);
    this.carePlans = new FakeCarePlans(backend);
  }

  private get store(): FakeConsultations {
    this.backend.state.consultations ??= emptyConsultations();
    return this.backend.state.consultations;
  }

  private get now(): number {
    return this.backend.now();
  }

  searchDoctors(filters: DoctorFilters): Result<Doctor[], ApiError> {
    const doctors = FAKE_DOCTORS.map((doctor) => this.toDoctor(doctor, null));
    return Ok(rankDoctors(doctors.filter((doctor) => matchesDoctor(doctor, filters))));
  }

  doctor(id: string): Result<DoctorBio, ApiError> {
    const doctor = fakeDoctor(id);
    if (!doctor) return notFound();
    return Ok({ ...this.toDoctor(doctor, null), about: doctor.about, reviews: reviewsOf(doctor) });
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
    this.store.callBacks.push({ reference, request: checked.value, userId: this.optionalUser(token), at: this.now });
    return Ok({ reference, callWithinMinutes: checked.value.preferredTime === CALL_TIMES[0] ? CALL_BACK_WITHIN_MINUTES : null });
  }

  /** therapist sessions: one session at the fee, or 4 or 8 paid at once for less per session. */
  therapistSessions(doctorId: string): Result<TherapyPlan[], ApiError> {
    const doctor = fakeDoctor(doctorId);
    if (!doctor) return notFound();
    if (!THERAPY_SPECIALITIES.includes(doctor.speciality)) return rejected(CONSULTATION_ERRORS.notTherapist);
    return Ok(therapyPlans(doctor));
  }

  nextSlot(token: string | null): Result<NextSlot, ApiError> {
    const userId = this.optionalUser(token);
    const today = istDate(new Date(this.now));
    for (let day = 0; day < MAX_SLOT_DAYS; day += 1) {
      const date = addDays(today, day);
      const free = FAKE_DOCTORS.filter((d) => d.speciality === 'GENERAL_PHYSICIAN')
        .flatMap((doctor) => this.slotsOf(doctor, date, userId).map((slot) => ({ doctor, slot })))
        .filter(({ slot }) => slot.available)
        .sort((a, b) => a.slot.startsAt.localeCompare(b.slot.startsAt) || b.doctor.rating - a.doctor.rating);
      const first = free[0];
      if (first) return Ok({ doctor: this.toDoctor(first.doctor, userId), slot: first.slot });
    }
    return notFound();
  }

  generalSlots(token: string | null, date: string): Result<{ doctor: Doctor; slot: Slot }[], ApiError> {
    if (!ISO_DATE.test(date)) return rejected(CONSULTATION_ERRORS.badDate);
    const userId = this.optionalUser(token);
    return Ok(
      FAKE_DOCTORS.filter((d) => d.speciality === 'GENERAL_PHYSICIAN')
        .flatMap((doctor) => this.slotsOf(doctor, date, userId).map((slot) => ({ doctor: this.toDoctor(doctor, userId), slot })))
        .sort((a, b) => a.slot.startsAt.localeCompare(b.slot.startsAt)),
    );
  }

  specialistSlots(token: string | null, doctorId: string, date: string): Result<Slot[], ApiError> {
    if (!ISO_DATE.test(date)) return rejected(CONSULTATION_ERRORS.badDate);
    const doctor = fakeDoctor(doctorId);
    if (!doctor) return notFound();
    return Ok(this.slotsOf(doctor, date, this.optionalUser(token)));
  }

  slotDates(token: string | null, doctorId: string | null, from: string, days: number): Result<{ date: string; freeSlots: number }[], ApiError> {
    if (!ISO_DATE.test(from)) return rejected(CONSULTATION_ERRORS.badDate);
    if (!Number.isInteger(days) || days < 1 || days > MAX_SLOT_DAYS) return rejected(`days must be a whole number from 1 to ${MAX_SLOT_DAYS}`);
    const doctors = doctorId === null ? FAKE_DOCTORS.filter((d) => d.speciality === 'GENERAL_PHYSICIAN') : [fakeDoctor(doctorId)];
    if (doctors.some((d) => d === undefined)) return notFound();
    const userId = this.optionalUser(token);
    return Ok(
      Array.from({ length: days }, (_, i) => addDays(from, i)).map((date) => ({
        date,
        freeSlots: doctors.reduce((sum, doctor) => sum + (doctor ? this.slotsOf(doctor, date, userId).filter((s) => s.available).length : 0), 0),
      })),
    );
  }

  preBooking(token: string | null, request: BookingRequest): Result<BookingQuote, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const checked = this.checkBooking(user, request);
      if (checked.isErr()) return checked;
      const quoted = this.quoteFor(user, checked.value.doctor, request, checked.value.patientName);
      if (quoted.isErr()) return quoted;
      const { quote } = quoted.value;
      const slot = parseSlotId(request.slotId);
      const details = { doctor: this.toDoctor(checked.value.doctor, user.id), slot: this.slot(checked.value.doctor.id, slot?.date ?? '', slot?.time ?? '', user.id), patientName: checked.value.patientName };
      this.store.holds[request.slotId] = { userId: user.id, until: this.now + HOLD_MS };
      if (quote.payablePaise > 0) {
        const paymentOrderId = `order_CONS${String(this.backend.state.nextId).padStart(10, '0')}`;
        this.backend.state.nextId += 1;
        this.store.payments[paymentOrderId] = { userId: user.id, slotId: request.slotId, amountPaise: quote.payablePaise, appointmentId: null };
        return Ok({ ...quote, ...details, paymentOrderId });
      }
      return Ok({ ...quote, ...details });
    });
  }

  createAppointment(token: string | null, request: CreateAppointmentRequest): Result<Appointment, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const payment = request.payment ? this.store.payments[request.payment.paymentOrderId] : undefined;
      if (request.payment) {
        if (!payment || payment.userId !== user.id || payment.slotId !== request.slotId) return rejected(CONSULTATION_ERRORS.otherPayment);
        if (request.payment.signature !== fakePaymentSignature(request.payment.paymentOrderId, request.payment.paymentId)) return rejected(CONSULTATION_ERRORS.badSignature);
        // The same payment twice (a retry after a lost answer) gives back the same appointment.
        const booked = payment.appointmentId ? this.store.appointments.find((a) => a.id === payment.appointmentId) : undefined;
        if (booked) return Ok(this.toAppointment(booked));
      }
      const reason = checkReason({ symptoms: request.symptoms, reason: request.reason });
      if (reason.isErr()) return rejected(reason.error.message);
      const checked = this.checkBooking(user, request);
      if (checked.isErr()) return checked;
      const { doctor, patientName } = checked.value;
      const quoted = this.quoteFor(user, doctor, request, patientName);
      if (quoted.isErr()) return quoted;
      const { quote, subscriptionId } = quoted.value;
      if (quote.payablePaise > 0 && (!payment || !request.payment)) return rejected(CONSULTATION_ERRORS.payFirst);
      const appointment = this.newAppointment(user.id, {
        doctorId: doctor.id,
        slotId: request.slotId,
        familyMemberId: request.forWhom.kind === 'family-member' ? request.forWhom.familyMemberId : null,
        patientName,
        symptoms: reason.value.symptoms,
        reason: reason.value.reason,
        feePaise: quote.feePaise,
        couponCode: quote.couponCode,
        couponDiscountPaise: quote.couponDiscountPaise,
        coveredPaise: quote.coveredPaise,
        subscriptionId,
        paidPaise: payment?.amountPaise ?? 0,
        paymentOrderId: request.payment?.paymentOrderId ?? null,
        planId: request.planId ?? null,
      });
      if (payment) payment.appointmentId = appointment.id;
      delete this.store.holds[request.slotId];
      this.settlePackage(user.id, doctor, request.planId ?? null);
      return Ok(this.toAppointment(appointment));
    });
  }

  appointments(token: string | null): Result<Appointment[], ApiError> {
    return this.backend.userByToken(token).map((user) => {
      this.seedDemo(user);
      return this.store.appointments.filter((a) => a.userId === user.id).map((a) => this.toAppointment(this.advance(a)));
    });
  }

  appointment(token: string | null, id: string): Result<Appointment, ApiError> {
    return this.own(token, id).map((a) => this.toAppointment(a));
  }

  cancel(token: string | null, id: string, reason: string): Result<Appointment, ApiError> {
    return this.own(token, id).andThen((appointment) => {
      if (reason.trim() === '') return rejected(CONSULTATION_ERRORS.cancelReason);
      const check = checkCancel(this.toAppointment(appointment), new Date(this.now));
      if (!check.allowed) return conflict(check.reason);
      appointment.status = 'CANCELLED';
      appointment.cancelReason = reason.trim().slice(0, 300);
      appointment.refundPaise = check.refundPaise - this.releasePackage(appointment, check.refundPaise);
      return Ok(this.toAppointment(appointment));
    });
  }

  reschedule(token: string | null, id: string, newSlotId: string): Result<Appointment, ApiError> {
    return this.own(token, id).andThen((appointment) => {
      const check = checkReschedule(this.toAppointment(appointment), new Date(this.now));
      if (!check.allowed) return conflict(check.reason);
      const slot = parseSlotId(newSlotId);
      if (!slot) return notFound();
      if (slot.doctor.id !== appointment.doctorId) return rejected(CONSULTATION_ERRORS.sameDoctor);
      if (istInstant(slot.date, slot.time).getTime() <= this.now) return rejected(CONSULTATION_ERRORS.slotPassed);
      if (!this.isFree(newSlotId, appointment.userId)) return conflict(CONSULTATION_ERRORS.slotTaken);
      appointment.slotId = newSlotId;
      appointment.rescheduleCount += 1;
      delete this.store.holds[newSlotId];
      return Ok(this.toAppointment(appointment));
    });
  }

  invoice(token: string | null, appointmentId: string): Result<ConsultationInvoice, ApiError> {
    return this.own(token, appointmentId).map((appointment) => {
      const doctor = fakeDoctor(appointment.doctorId) ?? FAKE_DOCTORS[0];
      const lines = [{ label: `Consultation fee (SAC ${CONSULTATION_SAC})`, amountPaise: appointment.feePaise }];
      if (appointment.couponDiscountPaise > 0) lines.push({ label: `Coupon ${appointment.couponCode ?? ''}`.trim(), amountPaise: -appointment.couponDiscountPaise });
      if (appointment.coveredPaise > 0) lines.push({ label: 'Covered by your Care Plus subscription', amountPaise: -appointment.coveredPaise });
      lines.push({ label: 'CGST 0% (medical services are exempt)', amountPaise: 0 }, { label: 'SGST 0% (medical services are exempt)', amountPaise: 0 });
      return {
        invoiceNumber: `CW/CONS/${appointment.id.replace(/\D/g, '').padStart(6, '0')}`,
        issuedAt: new Date(appointment.bookedAt).toISOString(),
        appointmentId: appointment.id,
        patientName: appointment.patientName,
        doctorName: doctor?.name ?? '',
        speciality: doctor?.speciality ?? 'GENERAL_PHYSICIAN',
        lines,
        totalPaise: appointment.paidPaise,
        gstin: CAREWELL_GSTIN,
        sacCode: CONSULTATION_SAC,
      };
    });
  }

  meeting(token: string | null, meetCode: string): Result<Meeting, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const appointment = this.store.appointments.find((a) => a.meetCode === meetCode && a.userId === user.id);
      if (!appointment) return notFound();
      this.advance(appointment);
      return Ok({
        meetCode,
        appointmentId: appointment.id,
        doctorName: fakeDoctor(appointment.doctorId)?.name ?? '',
        patientName: appointment.patientName,
        status: appointment.status,
        room: { domain: MEETING_DOMAIN, roomName: `CareWell${meetCode}`, jwt: null },
      });
    });
  }

  /**
   * video-event capture. The patient joining opens the call; the doctor joining and then the
   * call ending completes the consultation, and the simulated doctor writes notes and a
   * prescription (a real doctor does so from their own app).
   */
  captureVideoEvent(token: string | null, meetCode: string, event: string, detail: string | null): Result<null, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      if (!(VIDEO_EVENTS as readonly string[]).includes(event)) return rejected(CONSULTATION_ERRORS.unknownEvent);
      const appointment = this.store.appointments.find((a) => a.meetCode === meetCode && a.userId === user.id);
      if (!appointment) return notFound();
      this.advance(appointment);
      const now = new Date(this.now);
      this.store.videoEvents = [...this.store.videoEvents.slice(-199), { meetCode, event: event as VideoEventType, detail, at: this.now }];
      switch (event as VideoEventType) {
        case 'PATIENT_JOINED':
          if (!canJoin(this.toAppointment(appointment), now)) {
            return rejected(appointment.status === 'BOOKED' ? CONSULTATION_ERRORS.callNotOpen : CONSULTATION_ERRORS.callClosed);
          }
          appointment.status = 'IN_CALL';
          return Ok(null);
        case 'DOCTOR_JOINED':
          if (appointment.status === 'IN_CALL') appointment.doctorJoinedAt ??= this.now;
          return Ok(null);
        case 'CALL_ENDED':
          if (appointment.status === 'IN_CALL' && appointment.doctorJoinedAt !== null) this.complete(appointment);
          return Ok(null);
        case 'PATIENT_LEFT':
          if (appointment.status === 'IN_CALL' && appointment.doctorJoinedAt === null) appointment.status = 'BOOKED';
          return Ok(null);
        default:
          return Ok(null);
      }
    });
  }

  private complete(appointment: FakeAppointment): void {
    const doctor = fakeDoctor(appointment.doctorId);
    const written = simulatedPrescription(doctor?.speciality ?? 'GENERAL_PHYSICIAN', `rx${appointment.id.replace(/\D/g, '')}`, new Date(this.now).toISOString());
    appointment.status = 'COMPLETED';
    appointment.notes = written.notes;
    appointment.prescription = written.prescription;
  }

  /** Time moves appointments on with no background job: each read applies what is due. */
  private advance(appointment: FakeAppointment): FakeAppointment {
    const slot = parseSlotId(appointment.slotId);
    if (!slot) return appointment;
    const closes = istInstant(slot.date, slot.time).getTime() + (SLOT_MINUTES + JOIN_CLOSES_MINUTES_AFTER_END) * MINUTE;
    if (this.now <= closes) return appointment;
    if (appointment.status === 'BOOKED') appointment.status = 'MISSED';
    if (appointment.status === 'IN_CALL') {
      if (appointment.doctorJoinedAt === null) appointment.status = 'MISSED';
      else this.complete(appointment);
    }
    return appointment;
  }

  private own(token: string | null, id: string): Result<FakeAppointment, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const appointment = this.store.appointments.find((a) => a.id === id && a.userId === user.id);
      return appointment ? Ok(this.advance(appointment)) : notFound();
    });
  }

  /** The slot exists, has not started, is free for this patient, and the patient is theirs to book for. */
  private checkBooking(user: FakeUser, request: BookingRequest): Result<{ doctor: FakeDoctor; patientName: string }, ApiError> {
    const slot = parseSlotId(request.slotId);
    if (!slot || slot.doctor.id !== request.doctorId) return notFound();
    if (istInstant(slot.date, slot.time).getTime() <= this.now) return rejected(CONSULTATION_ERRORS.slotPassed);
    let patientName = `${user.firstName} ${user.lastName}`.trim();
    if (request.forWhom.kind === 'family-member' && THERAPY_SPECIALITIES.includes(slot.doctor.speciality)) {
      return rejected(CONSULTATION_ERRORS.therapyForSelf);
    }
    if (request.forWhom.kind === 'family-member') {
      const member = this.family.activeMember(user.id, request.forWhom.familyMemberId);
      if (!member) return rejected(CONSULTATION_ERRORS.notFamily);
      patientName = member.name;
    }
    if (!this.isFree(request.slotId, user.id)) return conflict(CONSULTATION_ERRORS.slotTaken);
    return Ok({ doctor: slot.doctor, patientName });
  }

  /**
   * A cancelled session goes back to its package; cancelling the session that bought a package
   * drops its unused sessions, and the sessions already booked from it are kept back from the
   * refund (docs/decisions.md). Returns what is kept back.
   */
  private releasePackage(appointment: FakeAppointment, refundPaise: number): number {
    const doctor = fakeDoctor(appointment.doctorId);
    if (!doctor || !THERAPY_SPECIALITIES.includes(doctor.speciality)) return 0;
    const bought = therapyPlans(doctor).find((p) => p.id === appointment.planId && p.sessions > 1);
    const owned = this.store.packages.find((p) => p.userId === appointment.userId && p.doctorId === doctor.id);
    if (!bought) {
      if (owned && appointment.coveredPaise > 0) owned.remaining += 1;
      return 0;
    }
    if (!owned) return 0;
    const used = bought.sessions - 1 - owned.remaining;
    owned.remaining = 0;
    return Math.min(refundPaise, Math.round((bought.pricePaise / bought.sessions) * used));
  }

  /** A package bought starts with its other sessions to book; a session booked from one uses it up. */
  private settlePackage(userId: string, doctor: FakeDoctor, planId: string | null): void {
    const plan = planId ? therapyPlans(doctor).find((p) => p.id === planId) : undefined;
    if (plan && plan.sessions > 1) {
      this.store.packages.push({ userId, doctorId: doctor.id, planId: plan.id, remaining: plan.sessions - 1 });
      return;
    }
    const owned = this.packageOf(userId, doctor.id);
    if (owned) owned.remaining -= 1;
  }

  private packageOf(userId: string, doctorId: string) {
    return this.store.packages.find((p) => p.userId === userId && p.doctorId === doctorId && p.remaining > 0);
  }

  /** The price of a booking, and the care subscription that pays it when one does. */
  private quoteFor(
    user: FakeUser,
    doctor: FakeDoctor,
    request: BookingRequest,
    patientName: string,
  ): Result<{ quote: Omit<BookingQuote, 'doctor' | 'slot' | 'patientName'>; subscriptionId: string | null }, ApiError> {
    const { couponCode } = request;
    const planId = request.planId ?? null;
    const therapy = THERAPY_SPECIALITIES.includes(doctor.speciality);
    const plan = planId ? (therapy ? therapyPlans(doctor).find((p) => p.id === planId) : undefined) : undefined;
    if (planId && !plan) return rejected(therapy ? CONSULTATION_ERRORS.unknownPlan : CONSULTATION_ERRORS.notTherapist);
    // A single session with a package still open comes out of the package, never paid twice.
    const owned = plan && plan.sessions > 1 ? undefined : this.packageOf(user.id, doctor.id);
    const feePaise = plan ? plan.pricePaise : doctor.feeRupees * 100;
    // A care plan pays for single consultations, never for a therapy package bought with one.
    const familyMemberId = request.forWhom.kind === 'family-member' ? request.forWhom.familyMemberId : null;
    const planCover = owned || (plan && plan.sessions > 1) ? null : this.carePlans.coverFor(user, doctor.speciality, familyMemberId, patientName);
    const coveredPaise = planCover?.covered || owned ? feePaise : 0;
    let couponDiscountPaise = 0;
    let couponReason: string | null = null;
    const code = couponCode?.trim().toUpperCase() || null;
    if (code !== null && coveredPaise === 0) {
      if (code !== CONSULTATION_COUPON.code) couponReason = CONSULTATION_ERRORS.badCoupon;
      else if (feePaise < CONSULTATION_COUPON.minFeePaise) couponReason = CONSULTATION_ERRORS.couponMinimum;
      else couponDiscountPaise = CONSULTATION_COUPON.discountPaise;
    }
    let subscriptionNote: string | null = null;
    if (owned) {
      subscriptionNote = `From your package: ${owned.remaining} ${owned.remaining === 1 ? 'session' : 'sessions'} left with this therapist.`;
    } else if (plan && plan.sessions > 1) {
      subscriptionNote = `${plan.label}: this session now, the other ${plan.sessions - 1} to book whenever you like.`;
    } else if (planCover) {
      subscriptionNote = planCover.note;
    }
    const quote = {
      feePaise,
      couponCode: couponDiscountPaise > 0 ? code : null,
      couponDiscountPaise,
      couponReason,
      coveredPaise,
      payablePaise: Math.max(0, feePaise - coveredPaise - couponDiscountPaise),
      paymentOrderId: null,
      subscriptionNote,
    };
    return Ok({ quote, subscriptionId: planCover?.covered ? planCover.subscriptionId : null });
  }

  private isFree(id: string, userId: string | null): boolean {
    if (this.takenByOthers(id)) return false;
    if (this.store.appointments.some((a) => a.slotId === id && a.status !== 'CANCELLED')) return false;
    const hold = this.store.holds[id];
    return !hold || hold.until <= this.now || hold.userId === userId;
  }

  /**
   * About one slot in five is booked by other patients, the same ones every run; none within the
   * next hour, so a demo always finds a slot minutes away to book and join.
   */
  private takenByOthers(id: string): boolean {
    const slot = parseSlotId(id);
    if (!slot || istInstant(slot.date, slot.time).getTime() - this.now < OPEN_AHEAD_MS) return false;
    return hash(id) % 5 === 0;
  }

  private slotsOf(doctor: FakeDoctor, date: string, userId: string | null): Slot[] {
    return scheduleOf(doctor, date)
      .map((time) => this.slot(doctor.id, date, time, userId))
      .filter((slot) => Date.parse(slot.startsAt) > this.now);
  }

  /** Whether a slot still to come on `date` is free; stops at the first (every doctor card asks). */
  private hasFreeSlot(doctor: FakeDoctor, date: string, userId: string | null): boolean {
    return scheduleOf(doctor, date).some((time) => istInstant(date, time).getTime() > this.now && this.isFree(slotId(doctor.id, date, time), userId));
  }

  private slot(doctorId: string, date: string, time: string, userId: string | null): Slot {
    const id = slotId(doctorId, date, time);
    return { id, doctorId, date, time, startsAt: istInstant(date, time).toISOString(), durationMinutes: SLOT_MINUTES, available: this.isFree(id, userId) };
  }

  private toDoctor(doctor: FakeDoctor, userId: string | null): Doctor {
    const today = istDate(new Date(this.now));
    return {
      id: doctor.id,
      name: doctor.name,
      speciality: doctor.speciality,
      gender: doctor.gender,
      languages: [...doctor.languages],
      experienceYears: doctor.experienceYears,
      feePaise: doctor.feeRupees * 100,
      qualifications: [...doctor.qualifications],
      registrationNumber: doctor.registrationNumber,
      rating: doctor.rating,
      ratingCount: doctor.ratingCount,
      availableToday: this.hasFreeSlot(doctor, today, userId),
    };
  }

  private toAppointment(appointment: FakeAppointment): Appointment {
    const parsed = parseSlotId(appointment.slotId);
    const doctor = fakeDoctor(appointment.doctorId) ?? FAKE_DOCTORS[0];
    if (!parsed || !doctor) throw new Error(`Stored appointment ${appointment.id} names an unknown slot ${appointment.slotId}`);
    return {
      id: appointment.id,
      doctor: this.toDoctor(doctor, appointment.userId),
      patientName: appointment.patientName,
      familyMemberId: appointment.familyMemberId,
      slot: { ...this.slot(doctor.id, parsed.date, parsed.time, appointment.userId), available: false },
      status: appointment.status,
      symptoms: [...appointment.symptoms],
      reason: appointment.reason,
      feePaise: appointment.feePaise,
      paidPaise: appointment.paidPaise,
      coveredBySubscription: appointment.coveredPaise > 0,
      meetCode: appointment.meetCode,
      rescheduleCount: appointment.rescheduleCount,
      cancelReason: appointment.cancelReason,
      refundPaise: appointment.refundPaise,
      notes: appointment.notes,
      prescription: appointment.prescription,
      bookedAt: new Date(appointment.bookedAt).toISOString(),
    };
  }

  private newAppointment(
    userId: string,
    fields: Pick<
      FakeAppointment,
      'doctorId' | 'slotId' | 'familyMemberId' | 'patientName' | 'symptoms' | 'reason' | 'feePaise' | 'couponCode' | 'couponDiscountPaise' | 'coveredPaise' | 'subscriptionId' | 'paidPaise' | 'paymentOrderId' | 'planId'
    >,
  ): FakeAppointment {
    const n = this.backend.state.nextId;
    this.backend.state.nextId += 1;
    const id = `apt${n}`;
    const appointment: FakeAppointment = {
      id,
      userId,
      ...fields,
      status: 'BOOKED',
      meetCode: `cw${n}${(hash(id) % 46656).toString(36).padStart(3, '0')}`,
      rescheduleCount: 0,
      cancelReason: null,
      refundPaise: null,
      notes: null,
      prescription: null,
      bookedAt: this.now,
      doctorJoinedAt: null,
    };
    this.store.appointments.push(appointment);
    this.family.recordAppointment(userId, id, fields.familyMemberId);
    return appointment;
  }

  private optionalUser(token: string | null): string | null {
    return token ? (this.backend.state.tokens[token] ?? null) : null;
  }

  /**
   * The demo accounts' consultations, laid out around the first time they are read so every tab
   * has something: an upcoming one tomorrow, a completed one with a prescription, a cancelled one.
   * Public for the subscription summary, whose used consultations include the demo's covered ones.
   */
  seedDemo(user: FakeUser): void {
    const plans = DEMO_CONSULTATIONS[user.id];
    if (!plans || this.store.seededUsers.includes(user.id)) return;
    this.store.seededUsers.push(user.id);
    const today = istDate(new Date(this.now));
    for (const plan of plans) {
      const doctor = fakeDoctor(plan.doctorId);
      if (!doctor) continue;
      const date = addDays(today, plan.dayOffset);
      // An upcoming one takes the first free time from the planned one: other patients may hold it.
      const time = plan.status === 'BOOKED' ? scheduleOf(doctor, date).find((t) => t >= plan.time && this.isFree(slotId(doctor.id, date, t), user.id)) : plan.time;
      if (time === undefined) continue;
      const id = slotId(doctor.id, date, time);
      const member = plan.familyMemberId ? this.family.activeMember(user.id, plan.familyMemberId) : null;
      const feePaise = doctor.feeRupees * 100;
      const patientName = member?.name ?? `${user.firstName} ${user.lastName}`.trim();
      const planCover = this.carePlans.coverFor(user, doctor.speciality, member?.id ?? null, patientName);
      const covered = planCover.covered ? feePaise : 0;
      const appointment = this.newAppointment(user.id, {
        doctorId: doctor.id,
        slotId: id,
        familyMemberId: member?.id ?? null,
        patientName,
        symptoms: plan.symptoms,
        reason: plan.reason,
        feePaise,
        couponCode: null,
        couponDiscountPaise: 0,
        coveredPaise: covered,
        subscriptionId: planCover.covered ? planCover.subscriptionId : null,
        paidPaise: feePaise - covered,
        paymentOrderId: null,
        planId: null,
      });
      appointment.bookedAt = istInstant(addDays(date, -2), '10:00').getTime();
      if (plan.status === 'COMPLETED') {
        appointment.doctorJoinedAt = istInstant(date, time).getTime();
        this.complete(appointment);
        if (appointment.prescription) appointment.prescription.issuedAt = new Date(istInstant(date, time).getTime() + SLOT_MINUTES * MINUTE).toISOString();
      }
      if (plan.status === 'CANCELLED') {
        appointment.status = 'CANCELLED';
        appointment.cancelReason = 'I cannot make it at this time';
        appointment.refundPaise = appointment.paidPaise;
      }
    }
  }
}

type DemoPlan = {
  doctorId: string;
  dayOffset: number;
  time: string;
  status: 'BOOKED' | 'COMPLETED' | 'CANCELLED';
  familyMemberId?: string;
  symptoms: string[];
  reason: string;
};

/** Demo consultations by user id (fakes/seed.ts: u-1 Priya, u-2 Rahul, u-3 Kavya). */
const DEMO_CONSULTATIONS: Record<string, DemoPlan[]> = {
  'u-1': [
    { doctorId: 'dr101', dayOffset: 1, time: '11:00', status: 'BOOKED', symptoms: ['Fever', 'Headache'], reason: 'Fever on and off for two days' },
    { doctorId: 'dr301', dayOffset: -12, time: '10:30', status: 'COMPLETED', familyMemberId: 'fm-2', symptoms: ['Skin rash'], reason: 'Red itchy patches on both arms' },
    { doctorId: 'dr101', dayOffset: -5, time: '19:00', status: 'CANCELLED', symptoms: ['Cold and cough'], reason: 'Dry cough at night' },
  ],
  'u-2': [
    { doctorId: 'dr301', dayOffset: 2, time: '18:00', status: 'BOOKED', familyMemberId: 'fm-4', symptoms: ['Skin rash'], reason: 'Itching on the back for a week' },
    { doctorId: 'dr101', dayOffset: -20, time: '09:15', status: 'COMPLETED', symptoms: ['Fever'], reason: 'High fever since last night' },
    { doctorId: 'dr301', dayOffset: -3, time: '17:45', status: 'CANCELLED', symptoms: ['Skin rash'], reason: 'Rash after a new soap' },
  ],
  'u-3': [
    { doctorId: 'dr101', dayOffset: 1, time: '19:30', status: 'BOOKED', symptoms: ['Stomach pain'], reason: 'Acidity after meals' },
    { doctorId: 'dr101', dayOffset: -8, time: '20:00', status: 'COMPLETED', symptoms: ['Cold and cough'], reason: 'Sore throat and cold' },
    { doctorId: 'dr301', dayOffset: -2, time: '12:00', status: 'CANCELLED', symptoms: ['Skin rash'], reason: 'Hair fall and dandruff' },
  ],
};

/** Packages: 4 sessions at 10% off, 8 at 15% off, in whole rupees. */
export function therapyPlans(doctor: FakeDoctor): TherapyPlan[] {
  const fee = doctor.feeRupees;
  const pack = (sessions: number, off: number) => Math.round(fee * sessions * (1 - off)) * 100;
  return [
    { id: 'single', label: 'Single session', sessions: 1, pricePaise: fee * 100 },
    { id: 'pack4', label: 'Package of 4 sessions', sessions: 4, pricePaise: pack(4, 0.1) },
    { id: 'pack8', label: 'Package of 8 sessions', sessions: 8, pricePaise: pack(8, 0.15) },
  ];
}
