import type { Result } from 'ts-results-es';
import type { DiagnosticPatient } from '../../domain/diagnostics/model';
import { activeMembers, memberAge, RELATION_LABELS } from '../../domain/family/model';
import type { Address } from '../../domain/pharmacy/model';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { indianDay } from '../pharmacy/cart-pricing';
import type { FakeUser } from '../state';
import { cityForPincode, type LabCatalogue, type LabCatalogueEntry } from './catalogue';
import { notFound } from './errors';
import { publicLab } from './pricing';
import { HOUR, iso, MINUTE, slotKey } from './slots';
import { diagnosticsStore, emptyDiagnosticCart, type FakeDiagnosticOrder, type FakeDiagnosticsAccount } from './state';
import { LABS, type FakeLab } from './tests';
import type { VisitTimeline } from './visits';

/** A signed-in patient's diagnostics account: cart, orders and uploads, and who tests can be booked for. */
export class DiagnosticsAccounts {
  constructor(
    private readonly backend: FakeBackend,
    private readonly catalogueOf: () => LabCatalogue,
    private readonly visits: VisitTimeline,
  ) {}

  signedIn<T>(token: string | null, work: (user: FakeUser, account: FakeDiagnosticsAccount) => Result<T, ApiError>): Result<T, ApiError> {
    return this.backend.userByToken(token).andThen((user) => work(user, this.accountOf(user)));
  }

  /** The work on one of the patient's orders, moved on in time first. */
  withOrder<T>(token: string | null, id: string, work: (order: FakeDiagnosticOrder, account: FakeDiagnosticsAccount) => Result<T, ApiError>): Result<T, ApiError> {
    return this.signedIn(token, (_user, account) => {
      const order = account.orders.find((candidate) => candidate.id === id);
      if (!order) return notFound();
      this.visits.advance(order);
      return work(order, account);
    });
  }

  /** The patient first, then their active family members (the family area's records). */
  patientsOf(user: FakeUser): DiagnosticPatient[] {
    const today = new Date(this.backend.now());
    const self: DiagnosticPatient = {
      id: null,
      name: `${user.firstName} ${user.lastName}`.trim(),
      relation: 'Self',
      age: user.dateOfBirth ? memberAge({ dateOfBirth: user.dateOfBirth }, today) : null,
      gender: user.gender,
    };
    const members = activeMembers(this.backend.state.family?.[user.id]?.members ?? []);
    return [self, ...members.map((member) => ({ id: member.id, name: member.name, relation: RELATION_LABELS[member.relation], age: memberAge(member, today), gender: member.gender }))];
  }

  addressOf(user: FakeUser, id: string): Address | undefined {
    return this.backend.state.pharmacy[user.id]?.addresses.find((address) => address.id === id);
  }

  private accountOf(user: FakeUser): FakeDiagnosticsAccount {
    const store = diagnosticsStore(this.backend);
    let account = store.accounts[user.id];
    if (!account) {
      account = { cart: emptyDiagnosticCart(), orders: [], orderKeys: {}, payments: {}, uploads: [] };
      store.accounts[user.id] = account;
      this.seedDemo(user, account);
    }
    return account;
  }

  /**
   * The demo accounts' lab history: Priya had the advanced full body checkup three weeks ago
   * (report ready) and has booked her mother's diabetes package for tomorrow morning, which
   * moves through its states as the demo's clock runs.
   */
  private seedDemo(user: FakeUser, account: FakeDiagnosticsAccount): void {
    if (user.id !== 'u-1') return;
    const address = this.backend.state.pharmacy[user.id]?.addresses.find((candidate) => candidate.isPrimary);
    const city = address ? cityForPincode(address.pincode) : null;
    if (!address || city === null) return;
    const now = this.backend.now();
    const today = indianDay(now);
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 24 * HOUR).toISOString().slice(0, 10);
    const patients = this.patientsOf(user);
    const mother = patients.find((patient) => patient.relation === RELATION_LABELS.MOTHER) ?? (patients[0] as DiagnosticPatient);
    const lab = LABS.find((candidate) => candidate.id === 'lalpath') as FakeLab;
    const make = (id: string, packageId: string, for_: DiagnosticPatient, date: string, hour: number, placedAt: number): FakeDiagnosticOrder => {
      const entry = this.catalogueOf().entry(packageId) as LabCatalogueEntry;
      const price = entry.prices.get(lab.id) ?? { mrpPaise: 0, pricePaise: 0 };
      const key = slotKey(lab.id, city.id, date, hour);
      return {
        id,
        state: 'PAYMENT_PENDING',
        history: [
          { state: 'PAYMENT_PENDING', at: new Date(placedAt).toISOString() },
          { state: 'BOOKED', at: new Date(placedAt + MINUTE).toISOString() },
        ],
        items: [{ itemId: entry.id, name: entry.name, mrpPaise: price.mrpPaise, pricePaise: price.pricePaise }],
        lab: publicLab(lab),
        patient: for_,
        address: { ...address },
        slot: { id: key, labId: lab.id, date, startsAt: iso(date, hour), endsAt: iso(date, hour + 1), available: false },
        totals: { mrpPaise: price.mrpPaise, discountPaise: price.mrpPaise - price.pricePaise, couponDiscountPaise: 0, homeCollectionPaise: 0, payablePaise: price.pricePaise },
        paymentOrderId: `order_DEMO${id}`,
        paid: true,
        placedAt: new Date(placedAt).toISOString(),
        cancelReason: null,
        phlebotomist: null,
        report: null,
        bookedWithPartner: false,
        cityId: city.id,
        slotKey: key,
        schedule: [],
      };
    };
    const past = make('DO9001', 'PK0002', patients[0] as DiagnosticPatient, day(-21), 7, now - 23 * 24 * HOUR);
    past.state = 'BOOKED';
    past.schedule = this.visits.schedule(past, now - 23 * 24 * HOUR);
    this.visits.advance(past);
    const upcoming = make('DO9002', 'PK0003', mother, day(1), 7, now - 2 * HOUR);
    upcoming.state = 'BOOKED';
    upcoming.schedule = this.visits.schedule(upcoming, now);
    account.orders.push(past, upcoming);
  }
}
