import type { Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { AddressInput, Cart, Medicine } from '../../domain/pharmacy/model';
import { canCancel } from '../../domain/pharmacy/ordering';
import { pricePerUnitPaise } from '../../domain/pharmacy/price-per-unit';
import { rankSubstitutes, sameComposition } from '../../domain/pharmacy/substitutes';
import type { ApiError } from '../../domain/shared/errors';
import { fakePaymentSignature } from '../../fakes/pharmacy/payment-signature';
import { DEMO_ACCOUNTS } from '../../fakes/seed';
import type { PharmacySubject } from './pharmacy-subjects';
import { ok, freshSubjectEachCase } from './results';

/** Demo medicines (fakes/pharmacy/salts.ts): the first brands of their salts, stocked at every pincode. */
const DOLO_650 = 'med-1';
const PAN_40_RX = 'med-60';
const MONTAIR_LC = 'med-47';
/** A Bengaluru pincode where some paracetamol brands are out of stock. */
const PINCODE = '560001';
const MINUTE = 60 * 1000;

const MESSAGES = {
  notFound: 'Data Not Found',
  prescriptionNeeded: 'Upload a prescription for the medicines that need one',
  notCancellable: 'This order has left the pharmacy and can no longer be cancelled',
  alreadyCancelled: 'This order is already cancelled',
  noAddress: 'Choose a delivery address',
  emptyCart: 'Your cart is empty',
  invalidCoupon: 'This coupon code is not valid',
  notForMedicines: 'This coupon is not valid on medicines',
  subscribersOnly: 'This coupon is only for Care Plus members',
  badSignature: 'The payment could not be verified',
  unsupportedFile: 'Upload a photo (JPEG or PNG) or a PDF of your prescription. This file is neither.',
} as const;

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
const TEXT = new TextEncoder().encode('Dr. Rao: paracetamol 650 mg twice a day');

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

const rejected = (message: string) => ({ kind: 'rejected', message });
const anyRejection = { kind: 'rejected', message: expect.stringMatching(/\w/) };

function rupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
}

/** The arithmetic every cart and order must satisfy, whatever the lines. */
function expectConsistentTotals(cart: Pick<Cart, 'lines' | 'totals'>): void {
  const counted = cart.lines.filter((line) => line.quantity > 0);
  const mrp = counted.reduce((sum, line) => sum + line.medicine.mrpPaise * line.quantity, 0);
  const selling = counted.reduce((sum, line) => sum + line.medicine.pricePaise * line.quantity, 0);
  expect(cart.totals.mrpPaise).toBe(mrp);
  expect(cart.totals.itemDiscountPaise).toBe(mrp - selling);
  expect(cart.totals.deliveryPaise).toBe(selling === 0 || selling >= 50000 ? 0 : 4000);
  expect(cart.totals.payablePaise).toBe(selling - cart.totals.couponDiscountPaise + cart.totals.deliveryPaise);
}

/**
 * The cases every `PharmacyApi` must pass: the in-memory fake and the HTTP adapter over the
 * local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function pharmacyApiContract(name: string, makeSubject: () => Promise<PharmacySubject>): void {
  describe(name, () => {
    let subject: PharmacySubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    const api = () => subject.pharmacy;

    async function medicine(id: string): Promise<Medicine> {
      return ok(await api().medicine(id, null));
    }

    /** Signs in as Rahul (no orders, no addresses) and gives him a delivery address. */
    async function rahulWithAddress(): Promise<string> {
      await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
      const address = ok(await api().addAddress(HOME));
      ok(await api().setCartAddress(address.id));
      return address.id;
    }

    async function placedOrder(idempotencyKey = 'key-1') {
      const addressId = await rahulWithAddress();
      ok(await api().addToCart({ productId: DOLO_650, quantity: 2 }));
      return ok(await api().createOrder({ addressId, prescriptionIds: [], idempotencyKey }));
    }

    describe('search', () => {
      it('pages through every paracetamol medicine 30 at a time, without repeats, and every one holds paracetamol', async () => {
        const first = ok(await api().search({ text: 'paracetamol', page: 1, size: 30, pincode: null }));
        const second = ok(await api().search({ text: 'paracetamol', page: 2, size: 30, pincode: null }));
        expect(first.total).toBeGreaterThan(60);
        expect(second.total).toBe(first.total);
        expect(first.items).toHaveLength(30);
        expect(second.items).toHaveLength(30);
        expect(first).toMatchObject({ page: 1, size: 30 });
        const ids = [...first.items, ...second.items].map((item) => item.id);
        expect(new Set(ids).size).toBe(60);
        for (const item of [...first.items, ...second.items]) {
          expect(item.composition.some((part) => part.salt.toLowerCase() === 'paracetamol')).toBe(true);
        }
      });

      it('ranks a name that starts with the query first: "dolo 650" finds Dolo 650 Tablet on top', async () => {
        const page = ok(await api().search({ text: 'Dolo 650', page: 1, size: 30, pincode: null }));
        expect(page.items[0]).toMatchObject({ id: DOLO_650, name: 'Dolo 650 Tablet', manufacturer: 'Micro Labs Ltd' });
      });

      it('ranks names holding every word above matches through the salt alone', async () => {
        const page = ok(await api().search({ text: 'pan 40', page: 1, size: 100, pincode: null }));
        // A word of the name starts with each query word ('Pantocid 40'); 'Domipan' does not count.
        const byName = page.items.map((item) => ['pan', '40'].every((word) => item.name.toLowerCase().split(/[^a-z0-9]+/).some((token) => token.startsWith(word))));
        expect(page.items[0]?.name).toBe('Pan 40 Tablet');
        expect(byName.includes(false)).toBe(true);
        expect(byName.lastIndexOf(true)).toBeLessThan(byName.indexOf(false));
      });

      it('finds nothing for a word no medicine has, with a total of 0', async () => {
        expect(ok(await api().search({ text: 'zzqxv', page: 1, size: 30, pincode: null }))).toEqual({ items: [], page: 1, size: 30, total: 0 });
      });

      it('marks medicines that cannot be delivered to the pincode, and all as available when no pincode is known', async () => {
        const somewhere = ok(await api().search({ text: 'paracetamol', page: 1, size: 100, pincode: PINCODE }));
        const anywhere = ok(await api().search({ text: 'paracetamol', page: 1, size: 100, pincode: null }));
        expect(somewhere.items.some((item) => !item.available)).toBe(true);
        expect(somewhere.items.filter((item) => item.available).length).toBeGreaterThan(somewhere.items.length / 2);
        expect(anywhere.items.every((item) => item.available)).toBe(true);
        const missing = somewhere.items.find((item) => !item.available) as Medicine;
        expect(ok(await api().medicine(missing.id, PINCODE)).available).toBe(false);
      });

      it('refuses a page below 1 and a size above 100', async () => {
        expect(err(await api().search({ text: 'dolo', page: 0, size: 30, pincode: null }))).toEqual(anyRejection);
        expect(err(await api().search({ text: 'dolo', page: 1, size: 101, pincode: null }))).toEqual(anyRejection);
      });
    });

    describe('the medicine page', () => {
      it('has the name, maker, salt and strength, pack, MRP above the selling price, and the page texts', async () => {
        const dolo = ok(await api().medicine(DOLO_650, PINCODE));
        expect(dolo).toMatchObject({
          id: DOLO_650,
          name: 'Dolo 650 Tablet',
          manufacturer: 'Micro Labs Ltd',
          composition: [{ salt: 'Paracetamol', strength: '650 mg' }],
          form: 'TABLET',
          packSize: 15,
          packUnit: 'tablet',
          packLabel: 'Strip of 15 tablets',
          mrpPaise: 3300,
          isRxRequired: false,
          available: true,
        });
        expect(dolo.pricePaise).toBeLessThan(dolo.mrpPaise);
        expect(dolo.pricePaise).toBeGreaterThanOrEqual(Math.round(dolo.mrpPaise * 0.75));
        expect(dolo.descriptionHtml).toContain('Dolo 650 Tablet');
        expect(dolo.uses.length).toBeGreaterThan(0);
        expect(dolo.sideEffects.length).toBeGreaterThan(0);
        expect(dolo.storage).not.toBe('');
      });

      it('flags a prescription medicine', async () => {
        expect(ok(await api().medicine(PAN_40_RX, null))).toMatchObject({ name: 'Pan 40 Tablet', isRxRequired: true });
      });

      it('answers 404 "Data Not Found" for an unknown medicine', async () => {
        expect(err(await api().medicine('med-0', null))).toEqual({ kind: 'not-found', message: MESSAGES.notFound });
      });
    });

    describe('substitutes', () => {
      it('share the salts, strengths and form, never include the original, and are both cheaper and dearer per unit', async () => {
        const dolo = await medicine(DOLO_650);
        const list = ok(await api().substitutes(DOLO_650, PINCODE));
        expect(list.length).toBeGreaterThan(3);
        expect(list.some((item) => item.id === DOLO_650)).toBe(false);
        for (const item of list) {
          expect(item.form).toBe(dolo.form);
          expect(sameComposition(item.composition, dolo.composition)).toBe(true);
        }
        const ranked = rankSubstitutes(dolo, list);
        expect(ranked).toHaveLength(list.length);
        expect(ranked.some((entry) => entry.savingPercent > 0)).toBe(true);
        expect(ranked.some((entry) => entry.extraPercent > 0)).toBe(true);
        expect(ranked.map((entry) => entry.pricePerUnitPaise)).toEqual(list.map(pricePerUnitPaise).sort((a, b) => a - b));
      });

      it('answers 404 for an unknown medicine', async () => {
        expect(err(await api().substitutes('med-0', null))).toMatchObject({ kind: 'not-found' });
      });
    });

    describe('coupons', () => {
      it('lists the current demo coupons, not the expired one, and filters by vertical', async () => {
        const all = ok(await api().coupons());
        expect(all.map((coupon) => coupon.code).sort()).toEqual(['CARE15', 'CAREPLUS10', 'CONSULT100', 'FLAT100', 'GOLD500', 'HEALTH20', 'LAB25']);
        expect(all.find((coupon) => coupon.code === 'CONSULT100')).toMatchObject({ verticals: ['CONSULTATION'], minCartPaise: 50000 });
        expect(all.find((coupon) => coupon.code === 'FLAT100')).toMatchObject({ kind: 'FLAT', value: 10000, minCartPaise: 99900, maxDiscountPaise: null });
        expect(all.find((coupon) => coupon.code === 'HEALTH20')).toMatchObject({ kind: 'PERCENT', value: 20, minCartPaise: 49900, maxDiscountPaise: 15000 });
        const medicines = ok(await api().coupons(['MEDICINE']));
        expect(medicines.map((coupon) => coupon.code).sort()).toEqual(['CARE15', 'FLAT100', 'HEALTH20']);
        const consultations = ok(await api().coupons(['CONSULTATION']));
        expect(consultations.map((coupon) => coupon.code)).toEqual(['CONSULT100']);
      });
    });

    describe('the cart', () => {
      it('needs a signed-in patient', async () => {
        expect(err(await api().cart())).toEqual({ kind: 'unauthorized' });
        expect(err(await api().addToCart({ productId: DOLO_650, quantity: 1 }))).toEqual({ kind: 'unauthorized' });
      });

      it('starts empty with zero totals', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        expect(ok(await api().cart())).toEqual({
          lines: [],
          couponCode: null,
          couponReason: null,
          totals: { mrpPaise: 0, itemDiscountPaise: 0, couponDiscountPaise: 0, deliveryPaise: 0, payablePaise: 0 },
          addressId: null,
        });
      });

      it('adds a line, and adding the same medicine again adds to its quantity', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const dolo = await medicine(DOLO_650);
        ok(await api().addToCart({ productId: DOLO_650, quantity: 1 }));
        const cart = ok(await api().addToCart({ productId: DOLO_650, quantity: 2 }));
        expect(cart.lines).toHaveLength(1);
        expect(cart.lines[0]).toMatchObject({ productId: DOLO_650, quantity: 3, isRxRequired: false, medicine: { id: DOLO_650, name: dolo.name } });
        // ₹77.49 of medicines: below ₹500, so delivery is charged.
        expect(cart.totals).toEqual({
          mrpPaise: 3 * dolo.mrpPaise,
          itemDiscountPaise: 3 * (dolo.mrpPaise - dolo.pricePaise),
          couponDiscountPaise: 0,
          deliveryPaise: 4000,
          payablePaise: 3 * dolo.pricePaise + 4000,
        });
        expect(ok(await api().cart())).toEqual(cart);
      });

      it('carries the prescription flag of each line', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const cart = ok(await api().addToCart({ productId: PAN_40_RX, quantity: 1 }));
        expect(cart.lines[0]).toMatchObject({ productId: PAN_40_RX, isRxRequired: true });
      });

      it('refuses a quantity below 1 or above 20 on add, and an unknown medicine, leaving the cart as it was', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        ok(await api().addToCart({ productId: DOLO_650, quantity: 19 }));
        expect(err(await api().addToCart({ productId: DOLO_650, quantity: 0 }))).toEqual(rejected('Choose at least 1'));
        expect(err(await api().addToCart({ productId: DOLO_650, quantity: 2 }))).toEqual(rejected('You can order at most 20 of one medicine'));
        expect(err(await api().addToCart({ productId: 'med-0', quantity: 1 }))).toEqual(anyRejection);
        const cart = ok(await api().cart());
        expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([[DOLO_650, 19]]);
      });

      it('replaces the lines on update: quantities change, a quantity-0 line stays but counts for nothing, a left-out line goes', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        ok(await api().addToCart({ productId: DOLO_650, quantity: 1 }));
        ok(await api().addToCart({ productId: MONTAIR_LC, quantity: 1 }));
        ok(await api().addToCart({ productId: PAN_40_RX, quantity: 1 }));
        const cart = ok(
          await api().updateCart({
            lines: [
              { productId: DOLO_650, quantity: 4 },
              { productId: MONTAIR_LC, quantity: 0 },
            ],
            couponCode: null,
          }),
        );
        expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([
          [DOLO_650, 4],
          [MONTAIR_LC, 0],
        ]);
        expect(cart.totals.mrpPaise).toBe(4 * (await medicine(DOLO_650)).mrpPaise);
        expectConsistentTotals(cart);
      });

      it('refuses an update with a repeated or unknown medicine or a bad quantity', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const twice = [
          { productId: DOLO_650, quantity: 1 },
          { productId: DOLO_650, quantity: 2 },
        ];
        expect(err(await api().updateCart({ lines: twice, couponCode: null }))).toEqual(anyRejection);
        expect(err(await api().updateCart({ lines: [{ productId: 'med-0', quantity: 1 }], couponCode: null }))).toEqual(anyRejection);
        expect(err(await api().updateCart({ lines: [{ productId: DOLO_650, quantity: 21 }], couponCode: null }))).toEqual(anyRejection);
        expect(err(await api().updateCart({ lines: [{ productId: DOLO_650, quantity: 1.5 }], couponCode: null }))).toEqual(anyRejection);
      });

      it('applies FLAT100 to a cart of ₹999 or more, takes ₹100 off the payable, and removes it again', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const lines = [{ productId: MONTAIR_LC, quantity: 5 }];
        ok(await api().updateCart({ lines, couponCode: null }));
        const applied = ok(await api().updateCart({ lines, couponCode: 'flat100' }));
        expect(applied).toMatchObject({ couponCode: 'FLAT100', couponReason: null });
        expect(applied.totals.couponDiscountPaise).toBe(10000);
        expectConsistentTotals(applied);
        const removed = ok(await api().updateCart({ lines, couponCode: null }));
        expect(removed).toMatchObject({ couponCode: null, couponReason: null });
        expect(removed.totals.payablePaise).toBe(applied.totals.payablePaise + 10000);
      });

      it('caps HEALTH20 at ₹150', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const cart = ok(await api().updateCart({ lines: [{ productId: MONTAIR_LC, quantity: 5 }], couponCode: 'HEALTH20' }));
        const selling = 5 * (await medicine(MONTAIR_LC)).pricePaise;
        expect(Math.floor(selling * 0.2)).toBeGreaterThan(15000);
        expect(cart.totals.couponDiscountPaise).toBe(15000);
      });

      it('refuses a coupon with the reason the patient is shown, and keeps the cart without one', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const dolo = await medicine(DOLO_650);
        const lines = [{ productId: DOLO_650, quantity: 1 }];
        const short = ok(await api().updateCart({ lines, couponCode: 'FLAT100' }));
        expect(short).toMatchObject({ couponCode: null, couponReason: `Add items worth ${rupees(99900 - dolo.pricePaise)} more to use this coupon` });
        expect(short.totals.couponDiscountPaise).toBe(0);
        expect(ok(await api().cart()).couponReason).toBe(short.couponReason);
        expect(ok(await api().updateCart({ lines, couponCode: 'WELCOME50' }))).toMatchObject({ couponCode: null, couponReason: 'This coupon expired on 31 December 2025' });
        expect(ok(await api().updateCart({ lines, couponCode: 'LAB25' }))).toMatchObject({ couponCode: null, couponReason: MESSAGES.notForMedicines });
        expect(ok(await api().updateCart({ lines, couponCode: 'NOSUCH' }))).toMatchObject({ couponCode: null, couponReason: MESSAGES.invalidCoupon });
        expect(ok(await api().updateCart({ lines, couponCode: 'CARE15' }))).toMatchObject({ couponCode: null, couponReason: MESSAGES.subscribersOnly });
      });

      it('gives CARE15 to a Care Plus member', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const cart = ok(await api().updateCart({ lines: [{ productId: DOLO_650, quantity: 2 }], couponCode: 'CARE15' }));
        const dolo = await medicine(DOLO_650);
        expect(cart).toMatchObject({ couponCode: 'CARE15', couponReason: null });
        expect(cart.totals.couponDiscountPaise).toBe(Math.floor((2 * dolo.pricePaise * 15) / 100));
      });

      it('drops the coupon, with its reason, when the cart falls below the coupon minimum', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        ok(await api().updateCart({ lines: [{ productId: MONTAIR_LC, quantity: 5 }], couponCode: 'FLAT100' }));
        const smaller = ok(await api().updateCart({ lines: [{ productId: MONTAIR_LC, quantity: 1 }], couponCode: 'FLAT100' }));
        expect(smaller.couponCode).toBeNull();
        expect(smaller.couponReason).toMatch(/^Add items worth ₹[\d,.]+ more to use this coupon$/);
      });

      it('keeps the cart as it was when adding fails on the server', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const before = ok(await api().addToCart({ productId: DOLO_650, quantity: 1 }));
        await subject.injectFault('500');
        expect(err(await api().addToCart({ productId: MONTAIR_LC, quantity: 1 }))).toMatchObject({ kind: 'server', status: 500 });
        expect(ok(await api().cart())).toEqual(before);
      });

      it('tells which lines cannot be delivered to a pincode, and refuses a malformed pincode', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const somewhere = ok(await api().search({ text: 'paracetamol', page: 1, size: 100, pincode: PINCODE }));
        const missing = somewhere.items.find((item) => !item.available) as Medicine;
        ok(await api().addToCart({ productId: DOLO_650, quantity: 1 }));
        ok(await api().addToCart({ productId: missing.id, quantity: 1 }));
        expect(ok(await api().checkAvailability(PINCODE))).toEqual({ unavailable: [missing.id] });
        expect(err(await api().checkAvailability('12345'))).toEqual(anyRejection);
      });
    });

    describe('addresses', () => {
      it('adds, lists, updates and deletes, the first one primary, and the cart address moving the primary', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const home = ok(await api().addAddress(HOME));
        expect(home).toEqual({ ...HOME, id: expect.any(String), isPrimary: true });
        const work = ok(await api().addAddress({ ...HOME, line1: '3rd Floor, Prestige Tech Park', line2: 'Marathahalli', kind: 'WORK', pincode: '560103' }));
        expect(work.isPrimary).toBe(false);
        const edited = ok(await api().updateAddress(work.id, { ...HOME, line1: '4th Floor, Prestige Tech Park', line2: 'Marathahalli', kind: 'WORK', pincode: '560103' }));
        expect(edited).toMatchObject({ id: work.id, line1: '4th Floor, Prestige Tech Park', isPrimary: false });
        const cart = ok(await api().setCartAddress(work.id));
        expect(cart.addressId).toBe(work.id);
        expect(ok(await api().addresses()).map((address) => [address.id, address.isPrimary])).toEqual([
          [home.id, false],
          [work.id, true],
        ]);
        ok(await api().deleteAddress(work.id));
        expect(ok(await api().addresses())).toEqual([{ ...home, isPrimary: true }]);
        expect(ok(await api().cart()).addressId).toBe(home.id);
      });

      it('refuses what the address form refuses, with its message', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        expect(err(await api().addAddress({ ...HOME, pincode: '012345' }))).toEqual(anyRejection);
        expect(err(await api().addAddress({ ...HOME, line1: '  ' }))).toEqual(rejected('Enter the house number and street'));
        expect(ok(await api().addresses())).toEqual([]);
      });

      it('answers 404 for an address that is not the patient’s', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        expect(err(await api().updateAddress('addr-1', HOME))).toMatchObject({ kind: 'not-found' });
        expect(err(await api().deleteAddress('addr-1'))).toMatchObject({ kind: 'not-found' });
        expect(err(await api().setCartAddress('addr-1'))).toMatchObject({ kind: 'not-found' });
      });
    });

    describe('prescriptions', () => {
      it('uploads a photo by its content, keeps a preview, reports progress up to 1, lists and deletes it', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const progress: number[] = [];
        const photo = ok(await api().uploadPrescription({ name: 'rx-photo.jpg', contentType: 'image/jpeg', bytes: JPEG }, (fraction) => progress.push(fraction)));
        expect(photo).toMatchObject({ fileName: 'rx-photo.jpg', contentType: 'image/jpeg', sizeBytes: JPEG.length });
        expect(photo.url.startsWith('data:image/jpeg;base64,')).toBe(true);
        expect(progress[0]).toBe(0);
        expect(progress.at(-1)).toBe(1);
        expect([...progress].sort((a, b) => a - b)).toEqual(progress);
        expect(ok(await api().prescriptions())).toEqual([photo]);
        ok(await api().deletePrescription(photo.id));
        expect(ok(await api().prescriptions())).toEqual([]);
        expect(err(await api().deletePrescription(photo.id))).toMatchObject({ kind: 'not-found' });
      });

      it('takes a PDF whatever its name says, and shows a placeholder instead of keeping it', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const pdf = ok(await api().uploadPrescription({ name: 'scan.jpg', contentType: 'image/jpeg', bytes: PDF }));
        expect(pdf.contentType).toBe('application/pdf');
        expect(pdf.url.startsWith('data:application/pdf')).toBe(false);
      });

      it('refuses a file that is not a JPEG, PNG or PDF and an empty one with the reason, and one over 10 MB as too large', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        expect(err(await api().uploadPrescription({ name: 'rx.jpg', contentType: 'image/jpeg', bytes: TEXT }))).toEqual(rejected(MESSAGES.unsupportedFile));
        expect(err(await api().uploadPrescription({ name: 'rx.jpg', contentType: 'image/jpeg', bytes: new Uint8Array() }))).toEqual(anyRejection);
        const justOver = new Uint8Array(10 * 1024 * 1024 + 1);
        justOver.set(JPEG);
        expect(err(await api().uploadPrescription({ name: 'huge.jpg', contentType: 'image/jpeg', bytes: justOver }))).toEqual({
          kind: 'too-large',
          message: 'This file is 10.1 MB; the limit is 10 MB. Take a photo instead, or scan at a lower resolution.',
        });
        expect(ok(await api().prescriptions())).toEqual([]);
      });

      it('refuses a file far over 10 MB as too large too: over HTTP the body limit answers 413 before the body is read', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const farOver = new Uint8Array(12 * 1024 * 1024);
        farOver.set(JPEG);
        expect(err(await api().uploadPrescription({ name: 'scan.jpg', contentType: 'image/jpeg', bytes: farOver }))).toEqual({
          kind: 'too-large',
          message: expect.stringContaining('10 MB'),
        });
        expect(ok(await api().prescriptions())).toEqual([]);
      });
    });

    describe('orders', () => {
      it('creates an order from the cart, awaiting payment, and empties the cart', async () => {
        const created = await placedOrder();
        expect(created.paymentOrderId).toMatch(/^order_\w+$/);
        expect(created.order).toMatchObject({ state: 'PLACED', paid: false, paymentOrderId: created.paymentOrderId, cancelReason: null });
        expect(created.order.lines).toEqual([{ productId: DOLO_650, name: 'Dolo 650 Tablet', quantity: 2, pricePaise: expect.any(Number), mrpPaise: 3300 }]);
        expect(created.totalPaise).toBe(created.order.totals.payablePaise);
        expect(created.order.history.map((entry) => entry.state)).toEqual(['PLACED']);
        expect(created.order.address).toMatchObject({ line1: HOME.line1, pincode: PINCODE });
        expect(ok(await api().cart()).lines).toEqual([]);
      });

      it('gives back the same order for the same idempotency key, never a second one', async () => {
        const first = await placedOrder('same-key');
        const again = ok(await api().createOrder({ addressId: first.order.address.id, prescriptionIds: [], idempotencyKey: 'same-key' }));
        expect(again.order.id).toBe(first.order.id);
        expect(again.paymentOrderId).toBe(first.paymentOrderId);
        expect(ok(await api().orders())).toHaveLength(1);
        expect(err(await api().createOrder({ addressId: first.order.address.id, prescriptionIds: [], idempotencyKey: 'other-key' }))).toEqual(rejected(MESSAGES.emptyCart));
      });

      it('needs an address of the patient', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        ok(await api().addToCart({ productId: DOLO_650, quantity: 1 }));
        expect(err(await api().createOrder({ addressId: 'addr-1', prescriptionIds: [], idempotencyKey: 'k' }))).toEqual(rejected(MESSAGES.noAddress));
      });

      it('needs a prescription when a line requires one, and takes the order once one is attached', async () => {
        const addressId = await rahulWithAddress();
        ok(await api().addToCart({ productId: PAN_40_RX, quantity: 1 }));
        expect(err(await api().createOrder({ addressId, prescriptionIds: [], idempotencyKey: 'rx-1' }))).toEqual(rejected(MESSAGES.prescriptionNeeded));
        expect(err(await api().createOrder({ addressId, prescriptionIds: ['rx-unknown'], idempotencyKey: 'rx-2' }))).toEqual(anyRejection);
        const prescription = ok(await api().uploadPrescription({ name: 'rx.jpg', contentType: 'image/jpeg', bytes: JPEG }));
        const created = ok(await api().createOrder({ addressId, prescriptionIds: [prescription.id], idempotencyKey: 'rx-3' }));
        expect(created.order).toMatchObject({ state: 'PLACED', prescriptionIds: [prescription.id] });
      });

      it('refuses a payment whose signature does not check out, and leaves the order payable', async () => {
        const created = await placedOrder();
        const payment = { paymentOrderId: created.paymentOrderId, paymentId: 'pay_TEST1', signature: 'forged' };
        expect(err(await api().confirmPayment(created.order.id, payment))).toEqual(rejected(MESSAGES.badSignature));
        expect(ok(await api().order(created.order.id))).toMatchObject({ paid: false, state: 'PLACED' });
      });

      it('marks the order paid on a signed payment, once, and approves an order without prescription medicines at once', async () => {
        const created = await placedOrder();
        const payment = { paymentOrderId: created.paymentOrderId, paymentId: 'pay_TEST1', signature: fakePaymentSignature(created.paymentOrderId, 'pay_TEST1') };
        const paid = ok(await api().confirmPayment(created.order.id, payment));
        expect(paid).toMatchObject({ paid: true, state: 'APPROVED' });
        expect(paid.history.map((entry) => entry.state)).toEqual(['PLACED', 'APPROVED']);
        expect(ok(await api().confirmPayment(created.order.id, payment))).toEqual(paid);
        const other = { paymentOrderId: created.paymentOrderId, paymentId: 'pay_TEST2', signature: fakePaymentSignature(created.paymentOrderId, 'pay_TEST2') };
        expect(err(await api().confirmPayment(created.order.id, other))).toMatchObject({ kind: 'conflict' });
      });

      it('moves a paid order through packed, shipped and delivered as time passes, with the times in its history', async () => {
        const created = await placedOrder();
        ok(await api().confirmPayment(created.order.id, { paymentOrderId: created.paymentOrderId, paymentId: 'pay_T', signature: fakePaymentSignature(created.paymentOrderId, 'pay_T') }));
        subject.advanceClock(10 * MINUTE);
        expect(ok(await api().order(created.order.id)).state).toBe('PACKED');
        subject.advanceClock(20 * MINUTE);
        expect(ok(await api().order(created.order.id)).state).toBe('SHIPPED');
        subject.advanceClock(90 * MINUTE);
        const delivered = ok(await api().order(created.order.id));
        expect(delivered.state).toBe('DELIVERED');
        expect(delivered.history.map((entry) => entry.state)).toEqual(['PLACED', 'APPROVED', 'PACKED', 'SHIPPED', 'DELIVERED']);
        const times = delivered.history.map((entry) => Date.parse(entry.at));
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        expect(times[4]! - times[1]!).toBe(120 * MINUTE);
      });

      it('has a pharmacist check the prescription of a paid prescription order before approving it', async () => {
        const addressId = await rahulWithAddress();
        ok(await api().addToCart({ productId: PAN_40_RX, quantity: 1 }));
        const prescription = ok(await api().uploadPrescription({ name: 'rx.png', contentType: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]) }));
        const created = ok(await api().createOrder({ addressId, prescriptionIds: [prescription.id], idempotencyKey: 'rx' }));
        const paid = ok(await api().confirmPayment(created.order.id, { paymentOrderId: created.paymentOrderId, paymentId: 'pay_R', signature: fakePaymentSignature(created.paymentOrderId, 'pay_R') }));
        expect(paid.state).toBe('AWAITING_PRESCRIPTION_CHECK');
        subject.advanceClock(5 * MINUTE);
        expect(ok(await api().order(created.order.id)).state).toBe('APPROVED');
      });

      it('cancels with a reason before the order leaves the pharmacy, and refuses once it has shipped', async () => {
        const first = await placedOrder('k1');
        expect(err(await api().cancelOrder(first.order.id, '   '))).toEqual(anyRejection);
        const cancelled = ok(await api().cancelOrder(first.order.id, 'I ordered by mistake'));
        expect(cancelled).toMatchObject({ state: 'CANCELLED', cancelReason: 'I ordered by mistake' });
        expect(cancelled.history.at(-1)?.state).toBe('CANCELLED');
        expect(err(await api().cancelOrder(first.order.id, 'Other'))).toEqual({ kind: 'conflict', message: MESSAGES.alreadyCancelled });

        ok(await api().addToCart({ productId: DOLO_650, quantity: 1 }));
        const second = ok(await api().createOrder({ addressId: first.order.address.id, prescriptionIds: [], idempotencyKey: 'k2' }));
        ok(await api().confirmPayment(second.order.id, { paymentOrderId: second.paymentOrderId, paymentId: 'pay_S', signature: fakePaymentSignature(second.paymentOrderId, 'pay_S') }));
        subject.advanceClock(30 * MINUTE);
        const shipped = ok(await api().order(second.order.id));
        expect(shipped.state).toBe('SHIPPED');
        expect(canCancel(shipped)).toBe(false);
        expect(err(await api().cancelOrder(second.order.id, 'The delivery takes too long'))).toEqual({ kind: 'conflict', message: MESSAGES.notCancellable });
      });

      it('cannot be paid once cancelled', async () => {
        const created = await placedOrder();
        ok(await api().cancelOrder(created.order.id, 'I found it cheaper elsewhere'));
        expect(err(await api().confirmPayment(created.order.id, { paymentOrderId: created.paymentOrderId, paymentId: 'p', signature: fakePaymentSignature(created.paymentOrderId, 'p') }))).toMatchObject({ kind: 'conflict' });
      });

      it('lists the patient’s orders newest first, and answers 404 for an order that is not theirs', async () => {
        const first = await placedOrder('k1');
        subject.advanceClock(MINUTE);
        ok(await api().addToCart({ productId: MONTAIR_LC, quantity: 1 }));
        const second = ok(await api().createOrder({ addressId: first.order.address.id, prescriptionIds: [], idempotencyKey: 'k2' }));
        expect(ok(await api().orders()).map((order) => order.id)).toEqual([second.order.id, first.order.id]);
        expect(err(await api().order('order-1'))).toEqual({ kind: 'not-found', message: MESSAGES.notFound });
      });

      it('orders by prescription alone: the pharmacy builds the lines, the patient approves, then pays', async () => {
        const addressId = await rahulWithAddress();
        const prescription = ok(await api().uploadPrescription({ name: 'rx.pdf', contentType: 'application/pdf', bytes: PDF }));
        expect(err(await api().orderByPrescription({ prescriptionIds: [], addressId }))).toEqual(anyRejection);
        const placed = ok(await api().orderByPrescription({ prescriptionIds: [prescription.id], addressId }));
        expect(placed).toMatchObject({ state: 'AWAITING_PRESCRIPTION_CHECK', lines: [], paymentOrderId: null, paid: false, prescriptionIds: [prescription.id] });
        expect(err(await api().approveOrder(placed.id))).toMatchObject({ kind: 'conflict' });
        subject.advanceClock(5 * MINUTE);
        const built = ok(await api().order(placed.id));
        expect(built.state).toBe('AWAITING_APPROVAL');
        expect(built.lines.length).toBeGreaterThan(0);
        expect(built.paymentOrderId).not.toBeNull();
        const approved = ok(await api().approveOrder(placed.id));
        expect(approved.state).toBe('APPROVED');
        const paymentOrderId = approved.paymentOrderId as string;
        const paid = ok(await api().confirmPayment(placed.id, { paymentOrderId, paymentId: 'pay_P', signature: fakePaymentSignature(paymentOrderId, 'pay_P') }));
        expect(paid).toMatchObject({ paid: true, state: 'APPROVED' });
      });
    });

    describe('additional-discount mail', () => {
      it('mails the patient’s own address once a day, for a cart with medicines in it', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        ok(await api().updateCart({ lines: [], couponCode: null }));
        expect(err(await api().mailAdditionalDiscount())).toEqual(rejected('Add medicines to your cart to get an additional discount on them'));
        ok(await api().addToCart({ productId: DOLO_650, quantity: 1 }));
        expect(ok(await api().mailAdditionalDiscount()).email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
        expect(err(await api().mailAdditionalDiscount())).toEqual({
          kind: 'conflict',
          message: 'We have already e-mailed you an additional discount today. Please check your inbox.',
        });
        subject.advanceClock(24 * 60 * MINUTE);
        expect(ok(await api().mailAdditionalDiscount()).email).toMatch(/@/);
      });

      it('needs an e-mail address on the profile, and a signed-in patient', async () => {
        // A number that joined by OTP has no e-mail address yet.
        await subject.signIn('9000000001');
        ok(await api().addToCart({ productId: DOLO_650, quantity: 1 }));
        expect(err(await api().mailAdditionalDiscount())).toEqual(rejected('Add your e-mail address to your profile to get the discount by e-mail'));
        subject.signOut();
        expect(err(await api().mailAdditionalDiscount())).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('most ordered', () => {
      it('is what the patient ordered most, or the popular medicines for a patient with no orders', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const priya = ok(await api().mostOrdered());
        expect(priya[0]).toMatchObject({ id: DOLO_650, name: 'Dolo 650 Tablet' });
        subject.signOut();
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const rahul = ok(await api().mostOrdered());
        expect(rahul.length).toBeGreaterThan(3);
        expect(new Set(rahul.map((item) => item.id)).size).toBe(rahul.length);
      });
    });

    describe('reverse geocoding', () => {
      it('turns a spot in Bengaluru into a street line, a Bengaluru pincode, the city and the state', async () => {
        const place = ok(await subject.geocoder.reverse({ latitude: 12.9719, longitude: 77.6412 }));
        expect(place).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' });
        expect(place.line1).toMatch(/\w/);
        expect(Number(place.pincode)).toBeGreaterThanOrEqual(560001);
        expect(Number(place.pincode)).toBeLessThanOrEqual(560103);
        expect(ok(await subject.geocoder.reverse({ latitude: 12.9719, longitude: 77.6412 }))).toEqual(place);
      });

      it('answers 404 for a place far from every city it knows', async () => {
        expect(err(await subject.geocoder.reverse({ latitude: -40, longitude: 150 }))).toMatchObject({ kind: 'not-found' });
      });
    });
  });
}
