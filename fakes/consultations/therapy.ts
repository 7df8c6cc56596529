import type { TherapyPlan } from '../../domain/consultations/model';
import { THERAPY_SPECIALITIES } from '../../domain/consultations/model';
import type { FakeBackend } from '../backend';
import { fakeDoctor, type FakeDoctor } from './doctors';
import { consultationsStore, type FakeAppointment, type FakeConsultations } from './state';

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

/** Therapy packages a patient bought: the sessions left to book, given back or used up. */
export class TherapyPackages {
  constructor(private readonly backend: FakeBackend) {}

  private get store(): FakeConsultations {
    return consultationsStore(this.backend);
  }

  /**
   * A cancelled session goes back to its package; cancelling the session that bought a package
   * drops its unused sessions, and the sessions already booked from it are kept back from the
   * refund (docs/decisions.md). Returns what is kept back.
   */
  releasePackage(appointment: FakeAppointment, refundPaise: number): number {
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
  settlePackage(userId: string, doctor: FakeDoctor, planId: string | null): void {
    const plan = planId ? therapyPlans(doctor).find((p) => p.id === planId) : undefined;
    if (plan && plan.sessions > 1) {
      this.store.packages.push({ userId, doctorId: doctor.id, planId: plan.id, remaining: plan.sessions - 1 });
      return;
    }
    const owned = this.packageOf(userId, doctor.id);
    if (owned) owned.remaining -= 1;
  }

  packageOf(userId: string, doctorId: string) {
    return this.store.packages.find((p) => p.userId === userId && p.doctorId === doctorId && p.remaining > 0);
  }
}
