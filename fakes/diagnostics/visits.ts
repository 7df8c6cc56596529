import type { DiagnosticOrder, DiagnosticOrderState } from '../../domain/diagnostics/model';
import type { FakeBackend } from '../backend';
import type { LabCatalogue } from './catalogue';
import { demoReport } from './demo-report';
import { HOUR, MINUTE, stableNumber, type CollectionSlots } from './slots';
import type { FakeDiagnosticOrder } from './state';

/** The demo's pace, in minutes from the slot: quick enough to watch in a sales call. */
export const VISIT_PACE = { assignBeforeStart: 90, collectedAfterStart: 20, atLabAfterEnd: 120 } as const;

const PHLEBOTOMISTS = ['Ramesh Kumar', 'Sunita Devi', 'Mohammed Irfan', 'Lakshmi Narayanan', 'Pooja Yadav', 'Anil Thomas'] as const;

/** An order's home visit as time passes: phlebotomist assigned, sample collected, at the lab, report ready. */
export class VisitTimeline {
  constructor(
    private readonly backend: FakeBackend,
    private readonly catalogueOf: () => LabCatalogue,
    private readonly slots: CollectionSlots,
  ) {}

  schedule(order: FakeDiagnosticOrder, now: number): { state: DiagnosticOrderState; at: number }[] {
    const start = Date.parse(order.slot.startsAt);
    const end = Date.parse(order.slot.endsAt);
    const turnaround = Math.max(12, ...order.items.map((item) => this.catalogueOf().entry(item.itemId)?.turnaroundHours ?? 24));
    const atLab = end + VISIT_PACE.atLabAfterEnd * MINUTE;
    const steps: { state: DiagnosticOrderState; at: number }[] = [
      { state: 'PHLEBOTOMIST_ASSIGNED', at: Math.max(now + 5 * MINUTE, start - VISIT_PACE.assignBeforeStart * MINUTE) },
      { state: 'SAMPLE_COLLECTED', at: start + VISIT_PACE.collectedAfterStart * MINUTE },
      { state: 'SAMPLE_AT_LAB', at: atLab },
      { state: 'REPORT_READY', at: atLab + turnaround * HOUR },
    ];
    const reached = new Set(order.history.map((entry) => entry.state));
    return steps.filter((step) => !(step.state === 'PHLEBOTOMIST_ASSIGNED' && reached.has(step.state)));
  }

  enter(order: FakeDiagnosticOrder, state: DiagnosticOrderState, at: number): void {
    order.state = state;
    order.history.push({ state, at: new Date(at).toISOString() });
    if (state === 'PHLEBOTOMIST_ASSIGNED') order.phlebotomist = PHLEBOTOMISTS[stableNumber(order.id) % PHLEBOTOMISTS.length] as string;
    if (state === 'REPORT_READY') order.report = demoReport(order);
  }

  cancelNow(order: FakeDiagnosticOrder, reason: string, at = this.backend.now()): void {
    this.enter(order, 'CANCELLED', at);
    order.cancelReason = reason;
    order.schedule = [];
    this.slots.free(order.slotKey);
  }

  /** Moves the order through every scheduled state whose time has come on the backend's clock. */
  advance(order: FakeDiagnosticOrder): void {
    const now = this.backend.now();
    while (order.schedule.length > 0 && (order.schedule[0]?.at ?? Infinity) <= now) {
      const step = order.schedule.shift() as { state: DiagnosticOrderState; at: number };
      if (step.state === 'CANCELLED') this.cancelNow(order, 'Payment was not received in time', step.at);
      else this.enter(order, step.state, step.at);
    }
  }
}

/** The stored order without the fake's bookkeeping. */
export function publicOrder(order: FakeDiagnosticOrder): DiagnosticOrder {
  return {
    id: order.id,
    state: order.state,
    history: order.history.map((entry) => ({ ...entry })),
    items: order.items.map((item) => ({ ...item })),
    lab: { ...order.lab, accreditations: [...order.lab.accreditations] },
    patient: { ...order.patient },
    address: { ...order.address },
    slot: { ...order.slot },
    totals: { ...order.totals },
    paymentOrderId: order.paymentOrderId,
    paid: order.paid,
    placedAt: order.placedAt,
    cancelReason: order.cancelReason,
    phlebotomist: order.phlebotomist,
    report: order.report === null ? null : { ...order.report },
    bookedWithPartner: order.bookedWithPartner,
  };
}
