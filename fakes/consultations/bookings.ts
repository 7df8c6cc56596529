import { Ok, type Result } from 'ts-results-es';
import { checkReason } from '../../domain/consultations/consultation-reason';
import { THERAPY_SPECIALITIES, type Appointment, type BookingQuote, type BookingRequest, type CreateAppointmentRequest, type SharedRecord } from '../../domain/consultations/model';
import { istInstant } from '../../domain/consultations/slots';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { FakeFamilyService } from '../family/service';
import { FakeRecordsService } from '../records/service';
import { fakePaymentSignature } from '../pharmacy/payment-signature';
import type { FakeUser } from '../state';
import type { FakeCarePlans } from '../subscriptions-cover';
import type { AppointmentBook } from './appointment-book';
import { parseSlotId, type DoctorCalendar } from './calendar';
import type { FakeDoctor } from './doctors';
import { conflict, CONSULTATION_COUPON, CONSULTATION_ERRORS, HOLD_MS, notFound, rejected } from './errors';
import { consultationsStore, type FakeConsultations } from './state';
import { therapyPlans, type TherapyPackages } from './therapy';

/** Booking a consultation: the quote that holds the slot, then the appointment once paid (or covered). */
export class FakeConsultationBookings {
  private readonly records: FakeRecordsService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly calendar: DoctorCalendar,
    private readonly book: AppointmentBook,
    private readonly packages: TherapyPackages,
    private readonly family: FakeFamilyService,
    private readonly carePlans: FakeCarePlans,
  ) {
    this.records = new FakeRecordsService(backend);
  }

  private get store(): FakeConsultations {
    return consultationsStore(this.backend);
  }

  preBooking(token: string | null, request: BookingRequest): Result<BookingQuote, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const checked = this.checkBooking(user, request);
      if (checked.isErr()) return checked;
      const quoted = this.quoteFor(user, checked.value.doctor, request, checked.value.patientName);
      if (quoted.isErr()) return quoted;
      const { quote } = quoted.value;
      const slot = parseSlotId(request.slotId);
      const details = { doctor: this.calendar.toDoctor(checked.value.doctor, user.id), slot: this.calendar.slot(checked.value.doctor.id, slot?.date ?? '', slot?.time ?? '', user.id), patientName: checked.value.patientName };
      this.store.holds[request.slotId] = { userId: user.id, until: this.backend.now() + HOLD_MS };
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
        if (booked) return Ok(this.book.toAppointment(booked));
      }
      const reason = checkReason({ symptoms: request.symptoms, reason: request.reason, sharedRecordIds: request.sharedRecordIds });
      if (reason.isErr()) return rejected(reason.error.message);
      const checked = this.checkBooking(user, request);
      if (checked.isErr()) return checked;
      const { doctor, patientName } = checked.value;
      const familyMemberId = request.forWhom.kind === 'family-member' ? request.forWhom.familyMemberId : null;
      const sharedRecords = this.recordsOf(token, familyMemberId, reason.value.sharedRecordIds);
      if (sharedRecords === null) return rejected(CONSULTATION_ERRORS.recordNotShared);
      const quoted = this.quoteFor(user, doctor, request, patientName);
      if (quoted.isErr()) return quoted;
      const { quote, subscriptionId } = quoted.value;
      if (quote.payablePaise > 0 && (!payment || !request.payment)) return rejected(CONSULTATION_ERRORS.payFirst);
      const appointment = this.book.newAppointment(user.id, {
        doctorId: doctor.id,
        slotId: request.slotId,
        familyMemberId,
        patientName,
        symptoms: reason.value.symptoms,
        reason: reason.value.reason,
        sharedRecords,
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
      this.packages.settlePackage(user.id, doctor, request.planId ?? null);
      return Ok(this.book.toAppointment(appointment));
    });
  }

  /**
   * The records to show the doctor, as they are now, when each is the consulted person's own;
   * null when any is not (another member's, another family's, or none at all: one answer for all,
   * so it tells nothing of other families).
   */
  private recordsOf(token: string | null, familyMemberId: string | null, ids: readonly string[]): SharedRecord[] | null {
    if (ids.length === 0) return [];
    const records = this.records.records(token).unwrapOr([]);
    const shared: SharedRecord[] = [];
    for (const id of ids) {
      const record = records.find((r) => r.id === id && r.memberId === familyMemberId);
      if (!record) return null;
      shared.push({ id: record.id, kind: record.kind, title: record.title, date: record.date, source: record.source });
    }
    return shared;
  }

  /** The slot exists, has not started, is free for this patient, and the patient is theirs to book for. */
  private checkBooking(user: FakeUser, request: BookingRequest): Result<{ doctor: FakeDoctor; patientName: string }, ApiError> {
    const slot = parseSlotId(request.slotId);
    if (!slot || slot.doctor.id !== request.doctorId) return notFound();
    if (istInstant(slot.date, slot.time).getTime() <= this.backend.now()) return rejected(CONSULTATION_ERRORS.slotPassed);
    let patientName = `${user.firstName} ${user.lastName}`.trim();
    if (request.forWhom.kind === 'family-member' && THERAPY_SPECIALITIES.includes(slot.doctor.speciality)) {
      return rejected(CONSULTATION_ERRORS.therapyForSelf);
    }
    if (request.forWhom.kind === 'family-member') {
      const member = this.family.activeMember(user.id, request.forWhom.familyMemberId);
      if (!member) return rejected(CONSULTATION_ERRORS.notFamily);
      patientName = member.name;
    }
    if (!this.calendar.isFree(request.slotId, user.id)) return conflict(CONSULTATION_ERRORS.slotTaken);
    return Ok({ doctor: slot.doctor, patientName });
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
    const owned = plan && plan.sessions > 1 ? undefined : this.packages.packageOf(user.id, doctor.id);
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
}
