import type { FakeBackend } from '../backend';
import { FakeFamilyService } from '../family/service';
import { FakeCarePlans } from '../subscriptions-cover';
import { AppointmentBook } from './appointment-book';
import { FakeAppointments } from './appointments';
import { FakeConsultationBookings } from './bookings';
import { DoctorCalendar } from './calendar';
import { DemoConsultations } from './demo';
import { FakeDoctorDirectory } from './directory';
import { FakeSlotFinder } from './slot-finder';
import { TherapyPackages } from './therapy';
import { FakeVideoCalls } from './video-calls';

/**
 * The fake backend's consultation area: doctors, slot calendars that fill as bookings are made
 * (and with about one slot in five already taken by other patients), bookings with holds,
 * payments, cancel and reschedule by the domain's own rules, and the simulated doctor's side
 * of the call. Time is the backend's clock; past slots are never offered. Each part serves
 * one aggregate; they share the calendar, the appointment book and the therapy packages.
 */
export class FakeConsultationService {
  readonly doctors: FakeDoctorDirectory;
  readonly slots: FakeSlotFinder;
  readonly bookings: FakeConsultationBookings;
  readonly appointments: FakeAppointments;
  readonly calls: FakeVideoCalls;
  /** Public for the subscription summary, whose used consultations include the demo's covered ones. */
  readonly demo: DemoConsultations;

  constructor(backend: FakeBackend) {
    const family = new FakeFamilyService(backend);
    const carePlans = new FakeCarePlans(backend);
    const calendar = new DoctorCalendar(backend);
    const book = new AppointmentBook(backend, calendar, family);
    const packages = new TherapyPackages(backend);
    this.demo = new DemoConsultations(backend, calendar, book, family, carePlans);
    this.doctors = new FakeDoctorDirectory(backend, calendar);
    this.slots = new FakeSlotFinder(backend, calendar);
    this.bookings = new FakeConsultationBookings(backend, calendar, book, packages, family, carePlans);
    this.appointments = new FakeAppointments(backend, calendar, book, packages, this.demo);
    this.calls = new FakeVideoCalls(backend, book);
  }
}
