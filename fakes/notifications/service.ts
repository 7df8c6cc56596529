import { Err, Ok, type Result } from 'ts-results-es';
import type { MedicineOrderState } from '../../domain/pharmacy/model';
import type { PatientNotification } from '../../domain/notifications/model';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { fakeDoctor } from '../consultations/doctors';
import { FakeConsultationService } from '../consultations/service';
import { diagnosticsStore } from '../diagnostics/state';
import type { FakeUser } from '../state';

/** What the fake keeps per patient: the notifications that stand alone, and which ones were read. */
export interface FakeNotificationAccount {
  /** Renewal reminders and offers, laid out on the first read. */
  standalone: PatientNotification[];
  read: string[];
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const ORDER_STATE_WORDS: Partial<Record<MedicineOrderState, string>> = {
  PLACED: 'has been placed',
  AWAITING_PRESCRIPTION_CHECK: 'is waiting for our pharmacist to check the prescription',
  APPROVED: 'is approved and being packed',
  PACKED: 'is packed',
  SHIPPED: 'is on its way',
  DELIVERED: 'has been delivered',
  CANCELLED: 'has been cancelled',
};

/**
 * The fake backend's notifications: told by what the patient's consultations, medicine orders and
 * lab orders are now (so each opens a consultation or order that exists), with a plan renewal and
 * offers laid out around the first read. Another patient's id is "Data Not Found".
 */
export class FakeNotificationsService {
  private readonly consultations: FakeConsultationService;

  constructor(private readonly backend: FakeBackend) {
    this.consultations = new FakeConsultationService(backend);
  }

  list(token: string | null): Result<PatientNotification[], ApiError> {
    return this.backend.userByToken(token).map((user) => {
      const read = new Set(this.account(user).read);
      return this.all(user)
        .map((notification) => ({ ...notification, read: read.has(notification.id) }))
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    });
  }

  unreadCount(token: string | null): Result<number, ApiError> {
    return this.list(token).map((list) => list.filter((notification) => !notification.read).length);
  }

  markRead(token: string | null, id: string): Result<null, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      if (!this.all(user).some((notification) => notification.id === id)) return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
      const account = this.account(user);
      if (!account.read.includes(id)) account.read.push(id);
      return Ok(null);
    });
  }

  markAllRead(token: string | null): Result<null, ApiError> {
    return this.backend.userByToken(token).map((user) => {
      const account = this.account(user);
      account.read = [...new Set([...account.read, ...this.all(user).map((notification) => notification.id)])];
      return null;
    });
  }

  private all(user: FakeUser): PatientNotification[] {
    return [...this.account(user).standalone, ...this.ofConsultations(user), ...this.ofMedicineOrders(user), ...this.ofLabOrders(user)];
  }

  private account(user: FakeUser): FakeNotificationAccount {
    const all = (this.backend.state.notifications ??= {});
    return (all[user.id] ??= { standalone: this.standalone(user), read: [] });
  }

  private standalone(user: FakeUser): PatientNotification[] {
    const now = this.backend.now();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    const offer: PatientNotification = {
      id: this.backend.newId('ntf'),
      kind: 'OFFER',
      title: 'Full body checkup at 30% off',
      message: 'Book the Aarogyam full body checkup with free home sample collection this week, from ₹1,499.',
      createdAt: at(4 * DAY_MS + 3 * HOUR_MS),
      read: false,
      target: { type: 'OFFERS', id: null },
    };
    if (!user.isSubscribedUser) return [offer];
    const renewal: PatientNotification = {
      id: this.backend.newId('ntf'),
      kind: 'SUBSCRIPTION_RENEWAL',
      title: 'Your Care Plus plan renews soon',
      message: 'Renew before it ends to keep free consultations for your family without a break.',
      createdAt: at(2 * HOUR_MS),
      read: false,
      target: { type: 'SUBSCRIPTION', id: null },
    };
    return [renewal, offer];
  }

  private ofConsultations(user: FakeUser): PatientNotification[] {
    this.consultations.demo.seed(user);
    return this.backend.state.consultations.appointments
      .filter((appointment) => appointment.userId === user.id)
      .flatMap((appointment): PatientNotification[] => {
        const doctor = fakeDoctor(appointment.doctorId)?.name ?? 'your doctor';
        const notes: PatientNotification[] = [];
        if (appointment.status === 'BOOKED') {
          notes.push({
            id: `ntf-consultation-${appointment.id}`,
            kind: 'CONSULTATION_REMINDER',
            title: `Consultation with ${doctor}`,
            message: `${appointment.patientName}'s video consultation is booked. Open it to join the call from 15 minutes before the time.`,
            createdAt: new Date(appointment.bookedAt).toISOString(),
            read: false,
            target: { type: 'CONSULTATION', id: appointment.id },
          });
        }
        if (appointment.prescription !== null) {
          notes.push({
            id: `ntf-prescription-${appointment.id}`,
            kind: 'PRESCRIPTION_READY',
            title: `Prescription from ${doctor} is ready`,
            message: `For ${appointment.patientName}: ${appointment.prescription.diagnosis}.`,
            createdAt: appointment.prescription.issuedAt,
            read: false,
            target: { type: 'PRESCRIPTION', id: appointment.id },
          });
        }
        return notes;
      });
  }

  private ofMedicineOrders(user: FakeUser): PatientNotification[] {
    return (this.backend.state.pharmacy[user.id]?.orders ?? []).flatMap((order): PatientNotification[] => {
      const latest = order.history.at(-1);
      const words = latest && ORDER_STATE_WORDS[latest.state];
      if (!latest || !words) return [];
      return [
        {
          id: `ntf-medicine-${order.id}-${latest.state}`,
          kind: 'ORDER_UPDATE',
          title: `Medicine order ${order.id}`,
          message: `Your order ${words}.`,
          createdAt: latest.at,
          read: false,
          target: { type: 'MEDICINE_ORDER', id: order.id },
        },
      ];
    });
  }

  private ofLabOrders(user: FakeUser): PatientNotification[] {
    return (diagnosticsStore(this.backend).accounts[user.id]?.orders ?? []).flatMap((order): PatientNotification[] => {
      const tests = order.items.map((item) => item.name).join(', ');
      if (order.report !== null) {
        return [
          {
            id: `ntf-report-${order.id}`,
            kind: 'REPORT_READY',
            title: 'Your lab report is ready',
            message: `${tests} for ${order.patient.name}, from ${order.lab.name}.`,
            createdAt: order.history.at(-1)?.at ?? order.placedAt,
            read: false,
            target: { type: 'LAB_REPORT', id: order.id },
          },
        ];
      }
      if (order.state !== 'BOOKED' && order.state !== 'PHLEBOTOMIST_ASSIGNED') return [];
      return [
        {
          id: `ntf-collection-${order.id}-${order.state}`,
          kind: 'SAMPLE_COLLECTION',
          title: order.phlebotomist ? `${order.phlebotomist} will collect the sample` : 'Home sample collection booked',
          message: `${tests} for ${order.patient.name} on ${order.slot.date}.`,
          createdAt: order.history.at(-1)?.at ?? order.placedAt,
          read: false,
          target: { type: 'LAB_ORDER', id: order.id },
        },
      ];
    });
  }
}
