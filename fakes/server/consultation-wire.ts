import type { Appointment, BookingQuote, ConsultationInvoice, Doctor, DoctorBio, Meeting, Slot, TherapyPlan } from '../../domain/consultations/model';

/** Paise in the store, rupees with paise as decimals on the wire (docs/api.md). */
const rupees = (paise: number): number => paise / 100;

export function doctorWire(doctor: Doctor) {
  return {
    id: doctor.id,
    name: doctor.name,
    speciality: doctor.speciality,
    gender: doctor.gender,
    languages: doctor.languages,
    experience: doctor.experienceYears,
    fee: rupees(doctor.feePaise),
    qualifications: doctor.qualifications,
    registrationNumber: doctor.registrationNumber,
    rating: doctor.rating,
    ratingCount: doctor.ratingCount,
    availableToday: doctor.availableToday,
  };
}

export function doctorBioWire(bio: DoctorBio) {
  return { ...doctorWire(bio), about: bio.about, reviews: bio.reviews };
}

export function slotWire(slot: Slot) {
  return { id: slot.id, doctorId: slot.doctorId, date: slot.date, startTime: slot.time, startsAt: slot.startsAt, duration: slot.durationMinutes, isAvailable: slot.available };
}

export function quoteWire(quote: BookingQuote) {
  return {
    doctor: doctorWire(quote.doctor),
    slot: slotWire(quote.slot),
    patientName: quote.patientName,
    fee: rupees(quote.feePaise),
    couponCode: quote.couponCode,
    couponDiscount: rupees(quote.couponDiscountPaise),
    couponReason: quote.couponReason,
    subscriptionCover: rupees(quote.coveredPaise),
    payable: rupees(quote.payablePaise),
    paymentOrderId: quote.paymentOrderId,
    subscriptionNote: quote.subscriptionNote,
  };
}

export function appointmentWire(appointment: Appointment) {
  return {
    id: appointment.id,
    doctor: doctorWire(appointment.doctor),
    patientName: appointment.patientName,
    familyMemberId: appointment.familyMemberId,
    slot: slotWire(appointment.slot),
    status: appointment.status,
    symptoms: appointment.symptoms,
    reason: appointment.reason,
    fee: rupees(appointment.feePaise),
    paidAmount: rupees(appointment.paidPaise),
    coveredBySubscription: appointment.coveredBySubscription,
    meetCode: appointment.meetCode,
    rescheduleCount: appointment.rescheduleCount,
    cancelReason: appointment.cancelReason,
    refundAmount: appointment.refundPaise === null ? null : rupees(appointment.refundPaise),
    notes: appointment.notes,
    prescription: appointment.prescription,
    sharedRecords: appointment.sharedRecords,
    bookedAt: appointment.bookedAt,
  };
}

export function invoiceWire(invoice: ConsultationInvoice) {
  const { lines, totalPaise, ...rest } = invoice;
  return { ...rest, lines: lines.map((line) => ({ label: line.label, amount: rupees(line.amountPaise) })), total: rupees(totalPaise) };
}

export function meetingWire(meeting: Meeting) {
  return meeting;
}

export function therapyPlanWire(plan: TherapyPlan) {
  return { id: plan.id, label: plan.label, sessions: plan.sessions, price: rupees(plan.pricePaise) };
}
