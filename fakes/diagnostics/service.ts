import type { FakeBackend } from '../backend';
import { DiagnosticsAccounts } from './accounts';
import { FakeLabBookings } from './bookings';
import { FakeDiagnosticCarts } from './cart';
import { defaultLabCatalogue, type LabCatalogue } from './catalogue';
import { FakeLabCentres } from './lab-centres';
import { LabPricing } from './pricing';
import { FakeReportUploads } from './reports';
import { CollectionSlots } from './slots';
import { FakeLabTestSearch } from './test-search';
import { VisitTimeline } from './visits';

/**
 * The fake backend's diagnostics (spec §7 Diagnostics service, Cart calls), written once for
 * the in-memory port and the local HTTP server so both answer alike. Each part serves one
 * aggregate; they share the patient's account, the prices and the collection slots.
 */
export class FakeDiagnosticsService {
  readonly tests: FakeLabTestSearch;
  readonly carts: FakeDiagnosticCarts;
  readonly bookings: FakeLabBookings;
  readonly centres: FakeLabCentres;
  readonly reports: FakeReportUploads;

  constructor(backend: FakeBackend, catalogueOf: () => LabCatalogue = defaultLabCatalogue) {
    const slots = new CollectionSlots(backend);
    const visits = new VisitTimeline(backend, catalogueOf, slots);
    const accounts = new DiagnosticsAccounts(backend, catalogueOf, visits);
    const pricing = new LabPricing(backend, catalogueOf);
    this.tests = new FakeLabTestSearch(catalogueOf, pricing);
    this.carts = new FakeDiagnosticCarts(catalogueOf, accounts, pricing);
    this.bookings = new FakeLabBookings(backend, accounts, pricing, slots, visits);
    this.centres = new FakeLabCentres(catalogueOf);
    this.reports = new FakeReportUploads(accounts);
  }
}
