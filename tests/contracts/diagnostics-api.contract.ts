import type { Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { CollectionSlot, DiagnosticOrder } from '../../domain/diagnostics/model';
import { compareLabs, offerableSlots } from '../../domain/diagnostics/rules';
import type { AddressInput } from '../../domain/pharmacy/model';
import type { ApiError } from '../../domain/shared/errors';
import { fakePaymentSignature } from '../../fakes/pharmacy/payment-signature';
import { DEMO_ACCOUNTS } from '../../fakes/seed';
import { DIAGNOSTICS_START, type DiagnosticsSubject } from './diagnostics-subjects';
import { ok, freshSubjectEachCase } from './results';

const HBA1C = 'LT0003';
const VITAMIN_B12 = 'LT0006';
const PINCODE = '560038';
const MINUTE = 60 * 1000;
const TODAY = '2026-03-02';
const TOMORROW = '2026-03-03';

const HOME: AddressInput = {
  name: 'Rahul Verma',
  mobileNumber: '9123456780',
  line1: '12, 100 Feet Road',
  line2: 'Indiranagar',
  landmark: 'Near the metro station',
  pincode: PINCODE,
  city: 'Bengaluru',
  state: 'Karnataka',
  kind: 'HOME',
};

function err<T>(result: Result<T, ApiError>): ApiError {
  if (result.isOk()) throw new Error(`expected an error, got ${JSON.stringify(result.value).slice(0, 300)}`);
  return result.error;
}

/**
 * The cases every `DiagnosticsApi` must pass: the in-memory fake and the HTTP adapter over
 * the local fake server alike.
 */
export function diagnosticsApiContract(name: string, makeSubject: () => Promise<DiagnosticsSubject>): void {
  describe(`DiagnosticsApi contract: ${name}`, () => {
    let subject: DiagnosticsSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    /** Rahul with HbA1c in his cart and his home address chosen for the collection. */
    async function cartWithHba1c() {
      await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
      const address = ok(await subject.pharmacy.addAddress(HOME));
      ok(await subject.diagnostics.addToCart({ itemId: HBA1C, itemName: 'HbA1c', cityId: 'bengaluru', vendor: null, from: 'testDetails' }));
      ok(await subject.diagnostics.updateCart({ addressId: address.id, pincode: PINCODE, isHomeCollection: true }));
      const cart = ok(await subject.diagnostics.cart({ cityId: 'bengaluru', isComparisonNeeded: true }));
      return { address, cart };
    }

    async function firstFreeSlot(labId: string, date = TOMORROW): Promise<CollectionSlot> {
      const slots = ok(await subject.diagnostics.slots({ labId, pincode: PINCODE, date }));
      const free = offerableSlots(slots, new Date(DIAGNOSTICS_START));
      if (free[0] === undefined) throw new Error(`no free slot at ${labId} on ${date}`);
      return free[0];
    }

    async function paidOrder(): Promise<DiagnosticOrder> {
      const { cart } = await cartWithHba1c();
      return paidOrderAt(cart.labId as string);
    }

    /** Pays for the signed-in patient's cart (already at `labId`) with the first free slot tomorrow. */
    async function paidOrderAt(labId: string): Promise<DiagnosticOrder> {
      const address = ok(await subject.pharmacy.addresses())[0];
      if (!address) throw new Error('no address');
      const slot = await firstFreeSlot(labId);
      const booking = ok(await subject.diagnostics.bookSlot({ labId: slot.labId, slotId: slot.id, pincode: PINCODE }));
      const created = ok(await subject.diagnostics.createOrder({ bookingId: booking.id, addressId: address.id, idempotencyKey: 'key-1' }));
      const paymentId = 'pay_contract_1';
      return ok(await subject.diagnostics.confirmPayment(created.order.id, { paymentOrderId: created.paymentOrderId, paymentId, signature: fakePaymentSignature(created.paymentOrderId, paymentId) }));
    }

    describe('finding tests', () => {
      it('searches page by page with q and the zipcode, the test named first', async () => {
        const page = ok(await subject.diagnostics.search({ q: 'hba1c', page: 1, limit: 10, zipcode: PINCODE }));
        expect(page.items[0]).toMatchObject({ id: HBA1C, kind: 'TEST', sampleType: 'BLOOD' });
        expect(page.items.length).toBeLessThanOrEqual(10);
        expect(page.items[0]?.fromPricePaise).toBeLessThan(page.items[0]?.mrpPaise ?? 0);
        const broad = ok(await subject.diagnostics.search({ q: 'serum', page: 2, limit: 10, zipcode: null }));
        expect(broad.page).toBe(2);
        expect(broad.total).toBeGreaterThan(10);
      });

      it('refuses a page or limit out of range', async () => {
        expect(err(await subject.diagnostics.search({ q: 'cbc', page: 0, limit: 10, zipcode: null })).kind).toBe('rejected');
        expect(err(await subject.diagnostics.search({ q: 'cbc', page: 1, limit: 500, zipcode: null })).kind).toBe('rejected');
      });

      it('shows a test with its parameters, preparation and every lab’s price, cheapest first', async () => {
        const test = ok(await subject.diagnostics.test('LT0002', PINCODE));
        expect(test.name).toBe('Lipid Profile');
        expect(test.parameters).toContain('LDL cholesterol');
        expect(test.fastingHours).toBe(12);
        expect(test.preparation).toMatch(/Fast for 12 hours/);
        expect(test.prices.length).toBeGreaterThanOrEqual(2);
        const prices = test.prices.map((price) => price.pricePaise);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(test.prices.every((price) => price.lab.accreditations.includes('NABL'))).toBe(true);
        expect(err(await subject.diagnostics.test('LT9999', null))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
      });

      it('lists packages with what they hold, and the cities', async () => {
        const packages = ok(await subject.diagnostics.packages('bengaluru'));
        expect(packages.map((item) => item.name)).toContain('Full Body Checkup – Essential');
        expect(packages.every((item) => item.kind === 'PACKAGE' && item.parameterCount >= 2)).toBe(true);
        expect(ok(await subject.diagnostics.cities()).map((city) => city.name)).toContain('Bengaluru');
      });

      it('says where home collection reaches', async () => {
        expect(ok(await subject.diagnostics.availability({ zipcode: PINCODE, lat: null, long: null }))).toEqual({ serviceable: true, city: { id: 'bengaluru', name: 'Bengaluru', state: 'Karnataka' } });
        expect(ok(await subject.diagnostics.availability({ zipcode: '999999', lat: null, long: null }))).toEqual({ serviceable: false, city: null });
        expect(err(await subject.diagnostics.availability({ zipcode: '12', lat: null, long: null })).kind).toBe('rejected');
      });
    });

    describe('partner tests, packages and options', () => {
      it('lists one partner lab’s tests at that lab’s prices, and searches within them', async () => {
        const all = ok(await subject.diagnostics.partnerTests({ labId: 'orange', cityId: 'bengaluru', page: 1, limit: 10 }));
        expect(all.items).toHaveLength(10);
        expect(all.total).toBeGreaterThan(10);
        expect(all.items.every((test) => test.labCount === 1)).toBe(true);
        const found = ok(await subject.diagnostics.searchPartnerTests({ labId: 'thyrocare', q: 'hba1c', cityId: 'bengaluru', page: 1, limit: 10 }));
        const page = ok(await subject.diagnostics.test(HBA1C, PINCODE));
        expect(found.items[0]).toMatchObject({ id: HBA1C, fromPricePaise: page.prices.find((price) => price.lab.id === 'thyrocare')?.pricePaise });
        const notThere = ok(await subject.diagnostics.searchPartnerTests({ labId: 'orange', q: 'vitamin b12', cityId: null, page: 1, limit: 10 }));
        expect(notThere.items.map((test) => test.id)).not.toContain(VITAMIN_B12);
        expect(ok(await subject.diagnostics.searchPartnerTests({ labId: 'lalpath', q: 'vitamin b12', cityId: null, page: 1, limit: 10 })).items.map((test) => test.id)).toContain(VITAMIN_B12);
        expect(err(await subject.diagnostics.partnerTests({ labId: 'nolab', cityId: null, page: 1, limit: 10 }))).toEqual({ kind: 'rejected', message: 'We do not work with this lab' });
        expect(err(await subject.diagnostics.searchPartnerTests({ labId: 'lalpath', q: 'cbc', cityId: null, page: 0, limit: 10 })).kind).toBe('rejected');
      });

      it('prices a custom package of chosen tests at every lab of the city, saying what a lab cannot do', async () => {
        const custom = ok(await subject.diagnostics.customPackage({ testIds: [HBA1C, VITAMIN_B12, HBA1C], cityId: 'bengaluru' }));
        expect(custom.tests.map((test) => test.id)).toEqual([HBA1C, VITAMIN_B12]);
        const orange = custom.quotes.find((quote) => quote.lab.id === 'orange');
        expect(orange?.missingItemIds).toEqual([VITAMIN_B12]);
        const lal = custom.quotes.find((quote) => quote.lab.id === 'lalpath');
        const hba1c = ok(await subject.diagnostics.test(HBA1C, PINCODE)).prices.find((price) => price.lab.id === 'lalpath')?.pricePaise ?? 0;
        const b12 = ok(await subject.diagnostics.test(VITAMIN_B12, PINCODE)).prices.find((price) => price.lab.id === 'lalpath')?.pricePaise ?? 0;
        expect(lal).toMatchObject({ pricePaise: hba1c + b12, missingItemIds: [] });
        expect(err(await subject.diagnostics.customPackage({ testIds: [HBA1C], cityId: 'bengaluru' }))).toEqual({ kind: 'rejected', message: 'Choose 2 to 10 tests for a custom package' });
        expect(err(await subject.diagnostics.customPackage({ testIds: [HBA1C, 'PK0001'], cityId: 'bengaluru' }))).toEqual({ kind: 'rejected', message: 'A custom package is made of tests; a package cannot go inside it' });
        expect(err(await subject.diagnostics.customPackage({ testIds: [HBA1C, 'LT9999'], cityId: 'bengaluru' })).kind).toBe('rejected');
      });

      it('suggests an accredited lab and the packages that hold a test, cheapest first', async () => {
        const options = ok(await subject.diagnostics.preferredOptions(HBA1C, 'bengaluru'));
        const detail = ok(await subject.diagnostics.test(HBA1C, PINCODE));
        expect(options.preferredLabId).toBe(detail.prices.find((price) => price.lab.accreditations.includes('NABL'))?.lab.id);
        expect(options.packages.length).toBeGreaterThanOrEqual(2);
        expect(options.packages.every((item) => item.kind === 'PACKAGE')).toBe(true);
        const prices = options.packages.map((item) => item.fromPricePaise);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(err(await subject.diagnostics.preferredOptions('LT9999', null))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
      });
    });

    describe('the cart and the lab comparison', () => {
      it('needs a signed-in patient', async () => {
        expect(err(await subject.diagnostics.cart({ cityId: null, isComparisonNeeded: true }))).toEqual({ kind: 'unauthorized' });
        expect(err(await subject.diagnostics.addToCart({ itemId: HBA1C, itemName: 'HbA1c', cityId: 'bengaluru', vendor: null, from: null }))).toEqual({ kind: 'unauthorized' });
      });

      it('prices the cart at the cheapest lab and compares every lab of the city', async () => {
        const { cart } = await cartWithHba1c();
        expect(cart.items).toEqual([expect.objectContaining({ itemId: HBA1C, cityId: 'bengaluru', vendor: cart.labId, from: 'testDetails' })]);
        expect(cart.comparison.length).toBeGreaterThanOrEqual(2);
        const choices = compareLabs(cart.comparison, cart.labId);
        expect(choices[0]?.quote.lab.id).toBe(cart.labId);
        expect(cart.totals.payablePaise).toBe(cart.totals.mrpPaise - cart.totals.discountPaise - cart.totals.couponDiscountPaise + cart.totals.homeCollectionPaise);
      });

      it('switches labs (replace preferred) and reprices, but not to a lab missing a test', async () => {
        const { cart } = await cartWithHba1c();
        const other = compareLabs(cart.comparison, cart.labId).find((choice) => choice.offersAll && !choice.current);
        if (!other) throw new Error('a second lab is needed');
        const switched = ok(await subject.diagnostics.replacePreferred({ labId: other.quote.lab.id, cityId: 'bengaluru' }));
        expect(switched.labId).toBe(other.quote.lab.id);
        expect(switched.items[0]?.labData?.pricePaise).toBe(other.quote.pricePaise);
        ok(await subject.diagnostics.addToCart({ itemId: VITAMIN_B12, itemName: 'Vitamin B12', cityId: 'bengaluru', vendor: null, from: null }));
        const refused = err(await subject.diagnostics.replacePreferred({ labId: 'orange', cityId: 'bengaluru' }));
        expect(refused).toEqual({ kind: 'rejected', message: 'This lab does not do every test in your cart in this city' });
      });

      it('removes an item with quantity 0', async () => {
        await cartWithHba1c();
        const emptied = ok(await subject.diagnostics.updateCart({ itemId: HBA1C, quantity: 0 }));
        expect(emptied.items).toEqual([]);
        expect(emptied.totals.payablePaise).toBe(0);
      });

      it('sets for whom, and refuses someone not in the family', async () => {
        await cartWithHba1c();
        const patients = ok(await subject.diagnostics.familyMembers());
        expect(patients[0]).toMatchObject({ id: null, name: 'Rahul Verma' });
        expect(err(await subject.diagnostics.updateCart({ familyMemberId: 'nobody' })).kind).toBe('rejected');
        const member = patients.find((patient) => patient.id !== null);
        if (member) expect(ok(await subject.diagnostics.updateCart({ familyMemberId: member.id })).familyMemberId).toBe(member.id);
      });

      it('takes lab coupons, refuses medicine ones with a reason, and removes them', async () => {
        await cartWithHba1c();
        const medicineOnly = ok(await subject.diagnostics.updateCart({ couponCode: 'HEALTH20' }));
        expect(medicineOnly).toMatchObject({ couponCode: null, couponReason: 'This coupon is not valid on lab tests' });
        const tooSmall = ok(await subject.diagnostics.updateCart({ couponCode: 'LAB25' }));
        expect(tooSmall.couponCode).toBeNull();
        expect(tooSmall.couponReason).toMatch(/^Add items worth/);
        ok(await subject.diagnostics.addToCart({ itemId: 'PK0002', itemName: 'Full Body Checkup – Advanced', cityId: 'bengaluru', vendor: null, from: null }));
        const applied = ok(await subject.diagnostics.updateCart({ couponCode: 'lab25' }));
        expect(applied.couponCode).toBe('LAB25');
        expect(applied.totals.couponDiscountPaise).toBe(25000);
        expect(ok(await subject.diagnostics.updateCart({ isRemoveCoupon: true })).totals.couponDiscountPaise).toBe(0);
      });
    });

    describe('home collection', () => {
      it('never offers a past slot or one within the hour', async () => {
        const { cart } = await cartWithHba1c();
        const today = ok(await subject.diagnostics.slots({ labId: cart.labId as string, pincode: PINCODE, date: TODAY }));
        expect(today.length).toBeGreaterThan(0);
        for (const slot of today.filter((candidate) => candidate.available)) expect(Date.parse(slot.startsAt) - DIAGNOSTICS_START).toBeGreaterThanOrEqual(60 * MINUTE);
        expect(today.find((slot) => slot.startsAt === '2026-03-02T10:00:00+05:30')?.available).toBe(false);
      });

      it('fills a slot up and answers the next booking with a conflict', async () => {
        const { cart } = await cartWithHba1c();
        const slot = await firstFreeSlot(cart.labId as string);
        const outcomes: string[] = [];
        for (const mobile of ['9000000001', '9000000002', '9000000003', '9000000004']) {
          await subject.signIn(mobile);
          const booked = await subject.diagnostics.bookSlot({ labId: slot.labId, slotId: slot.id, pincode: PINCODE });
          outcomes.push(booked.isOk() ? 'held' : booked.error.kind);
        }
        expect(outcomes).toContain('conflict');
        const after = ok(await subject.diagnostics.slots({ labId: slot.labId, pincode: PINCODE, date: TOMORROW }));
        expect(after.find((candidate) => candidate.id === slot.id)?.available).toBe(false);
      });

      it('releases a hold after 10 minutes, so the order cannot be made with it', async () => {
        const { address, cart } = await cartWithHba1c();
        const slot = await firstFreeSlot(cart.labId as string);
        const booking = ok(await subject.diagnostics.bookSlot({ labId: slot.labId, slotId: slot.id, pincode: PINCODE }));
        subject.advanceClock(11 * MINUTE);
        expect(err(await subject.diagnostics.createOrder({ bookingId: booking.id, addressId: address.id, idempotencyKey: 'late' })).kind).toBe('conflict');
      });
    });

    describe('orders', () => {
      it('makes one order per key, pays it and shows it booked', async () => {
        const { address, cart } = await cartWithHba1c();
        const slot = await firstFreeSlot(cart.labId as string);
        const booking = ok(await subject.diagnostics.bookSlot({ labId: slot.labId, slotId: slot.id, pincode: PINCODE }));
        const created = ok(await subject.diagnostics.createOrder({ bookingId: booking.id, addressId: address.id, idempotencyKey: 'key-1' }));
        expect(created.order).toMatchObject({ state: 'PAYMENT_PENDING', paid: false, patient: { id: null } });
        expect(created.totalPaise).toBe(cart.totals.payablePaise);
        const again = ok(await subject.diagnostics.createOrder({ bookingId: booking.id, addressId: address.id, idempotencyKey: 'key-1' }));
        expect(again.order.id).toBe(created.order.id);
        expect(ok(await subject.diagnostics.cart({ cityId: 'bengaluru', isComparisonNeeded: false })).items).toEqual([]);
        const bad = err(await subject.diagnostics.confirmPayment(created.order.id, { paymentOrderId: created.paymentOrderId, paymentId: 'p', signature: 'forged' }));
        expect(bad).toEqual({ kind: 'rejected', message: 'The payment could not be verified' });
        const paid = ok(await subject.diagnostics.confirmPayment(created.order.id, { paymentOrderId: created.paymentOrderId, paymentId: 'p', signature: fakePaymentSignature(created.paymentOrderId, 'p') }));
        expect(paid).toMatchObject({ state: 'BOOKED', paid: true });
        expect(ok(await subject.diagnostics.orders()).map((order) => order.id)).toContain(paid.id);
        expect(ok(await subject.diagnostics.checkStatus(paid.id)).state).toBe('BOOKED');
      });

      it('reschedules to another free slot of the lab, then cancels with the reason', async () => {
        const order = await paidOrder();
        const later = ok(await subject.diagnostics.slots({ labId: order.lab.id, pincode: PINCODE, date: '2026-03-04' })).find((slot) => slot.available);
        if (!later) throw new Error('no slot on 4 March');
        const moved = ok(await subject.diagnostics.reschedule(order.id, later.id));
        expect(moved.slot).toMatchObject({ id: later.id, date: '2026-03-04' });
        const cancelVia = (id: string, reason: string) => (order.bookedWithPartner ? subject.diagnostics.cancelWithPartner(id, reason) : subject.diagnostics.cancel(id, reason));
        const cancelled = ok(await cancelVia(order.id, 'My doctor changed the tests'));
        expect(cancelled).toMatchObject({ state: 'CANCELLED', cancelReason: 'My doctor changed the tests' });
        expect(err(await cancelVia(order.id, 'again')).kind).toBe('rejected');
        expect(err(await subject.diagnostics.reschedule(order.id, later.id)).kind).toBe('rejected');
      });

      it('cancels a partner lab’s booking only through the partner’s call, and ours only through ours', async () => {
        await cartWithHba1c();
        const partner = ok(await subject.diagnostics.replacePreferred({ labId: 'thyrocare', cityId: 'bengaluru' }));
        expect(partner.labId).toBe('thyrocare');
        const order = await paidOrderAt('thyrocare');
        expect(order.bookedWithPartner).toBe(true);
        expect(err(await subject.diagnostics.cancel(order.id, 'I booked by mistake'))).toEqual({ kind: 'rejected', message: 'This order was booked with the lab partner: cancel it through the partner' });
        expect(ok(await subject.diagnostics.cancelWithPartner(order.id, 'I booked by mistake'))).toMatchObject({ state: 'CANCELLED', cancelReason: 'I booked by mistake' });
      });

      it('moves through its states over time to a report', async () => {
        const order = await paidOrder();
        subject.advanceClock(4 * 24 * 60 * MINUTE);
        const done = ok(await subject.diagnostics.order(order.id));
        expect(done.history.map((entry) => entry.state)).toEqual(['PAYMENT_PENDING', 'BOOKED', 'PHLEBOTOMIST_ASSIGNED', 'SAMPLE_COLLECTED', 'SAMPLE_AT_LAB', 'REPORT_READY']);
        expect(done.phlebotomist).toMatch(/\w+ \w+/);
        expect(done.report).toMatchObject({ contentType: 'application/pdf', url: expect.stringMatching(/^data:application\/pdf;base64,/) });
        expect(err(await subject.diagnostics.cancel(order.id, 'Too late')).kind).toBe('rejected');
      });

      it('cancels an order left unpaid for 30 minutes and frees its slot', async () => {
        const { address, cart } = await cartWithHba1c();
        const slot = await firstFreeSlot(cart.labId as string);
        const booking = ok(await subject.diagnostics.bookSlot({ labId: slot.labId, slotId: slot.id, pincode: PINCODE }));
        const created = ok(await subject.diagnostics.createOrder({ bookingId: booking.id, addressId: address.id, idempotencyKey: 'unpaid' }));
        subject.advanceClock(31 * MINUTE);
        expect(ok(await subject.diagnostics.order(created.order.id))).toMatchObject({ state: 'CANCELLED', cancelReason: 'Payment was not received in time' });
      });

      it('hides another patient’s order', async () => {
        const order = await paidOrder();
        await subject.signIn(DEMO_ACCOUNTS.corporate.mobileNumber);
        expect(err(await subject.diagnostics.order(order.id))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
      });

      it('gives Priya a ready report and a visit booked for her mother', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const orders = ok(await subject.diagnostics.orders());
        expect(orders.some((order) => order.state === 'REPORT_READY' && order.report !== null)).toBe(true);
        expect(orders.some((order) => order.state === 'BOOKED' && order.patient.id !== null)).toBe(true);
      });
    });

    describe('labs lookup', () => {
      it('lists the centres nearest a pincode, nearest first, with address, timings and distance', async () => {
        const near = ok(await subject.diagnostics.nearbyLabs({ zipcode: PINCODE, lat: null, long: null }));
        expect(near.length).toBeGreaterThanOrEqual(5);
        const distances = near.map((branch) => branch.distanceKm ?? -1);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        expect(distances.every((km) => km >= 0 && km <= 15)).toBe(true);
        expect(near[0]).toMatchObject({ city: 'Bengaluru', timings: expect.stringMatching(/AM/), address: expect.stringMatching(/Bengaluru \d{6}$/) });
        expect(ok(await subject.diagnostics.nearbyLabs({ zipcode: null, lat: 28.61, long: 77.21 }))[0]?.city).toBe('New Delhi');
        expect(err(await subject.diagnostics.nearbyLabs({ zipcode: null, lat: null, long: null })).kind).toBe('rejected');
      });

      it('lists every centre of a city, and one centre with the tests it does at its lab’s prices', async () => {
        const all = ok(await subject.diagnostics.labBranches('bengaluru'));
        expect(new Set(all.map((branch) => branch.lab.id)).size).toBeGreaterThanOrEqual(5);
        expect(all.every((branch) => branch.distanceKm === null)).toBe(true);
        const thyrocare = all.find((branch) => branch.lab.id === 'thyrocare');
        if (!thyrocare) throw new Error('no Thyrocare centre in Bengaluru');
        const detail = ok(await subject.diagnostics.labBranch(thyrocare.id));
        const hba1c = detail.tests.find((test) => test.id === HBA1C);
        const page = ok(await subject.diagnostics.test(HBA1C, PINCODE));
        expect(hba1c?.fromPricePaise).toBe(page.prices.find((price) => price.lab.id === 'thyrocare')?.pricePaise);
        expect(err(await subject.diagnostics.labBranch('nowhere1'))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
        expect(err(await subject.diagnostics.labBranches('atlantis')).kind).toBe('rejected');
      });
      it('searches centres by lab, locality or pincode', async () => {
        const centre = ok(await subject.diagnostics.labBranches('bengaluru')).find((branch) => branch.lab.id === 'thyrocare');
        const locality = centre?.name.split(', ')[1]?.split(' ')[0] ?? '';
        const found = ok(await subject.diagnostics.searchLabs({ q: `thyro ${locality.slice(0, 5)}`, cityId: 'bengaluru' }));
        expect(found.map((branch) => branch.id)).toContain(centre?.id);
        expect(found.every((branch) => branch.lab.id === 'thyrocare' && branch.city === 'Bengaluru' && `${branch.name} ${branch.address}`.includes(locality))).toBe(true);
        const everywhere = ok(await subject.diagnostics.searchLabs({ q: 'thyrocare', cityId: null }));
        expect(new Set(everywhere.map((branch) => branch.city)).size).toBeGreaterThan(1);
        expect(everywhere.length).toBeLessThanOrEqual(20);
        expect(err(await subject.diagnostics.searchLabs({ q: 'a', cityId: null }))).toEqual({ kind: 'rejected', message: 'Type at least 2 letters of the lab, area or pincode' });
      });
    });

    describe('reports and failures', () => {
      it('uploads a report done elsewhere, by its bytes', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
        expect(ok(await subject.diagnostics.uploadReport({ name: 'thyroid.pdf', contentType: 'application/pdf', bytes: pdf })).contentType).toBe('application/pdf');
        const text = new TextEncoder().encode('just some text here');
        expect(err(await subject.diagnostics.uploadReport({ name: 'notes.pdf', contentType: 'application/pdf', bytes: text }))).toEqual({ kind: 'rejected', message: 'Upload a PDF or a photo (JPEG or PNG) of the report.' });
      });

      it('reports injected faults as error values', async () => {
        await subject.injectFault('500');
        expect(err(await subject.diagnostics.search({ q: 'cbc', page: 1, limit: 10, zipcode: null })).kind).toBe('server');
        await subject.injectFault('malformed');
        expect(err(await subject.diagnostics.cities()).kind).toBe('bad-response');
      });
    });
  });
}
