import { describe, expect, it } from 'vitest';
import { PRODUCT_SERVICES } from '../../domain/content/product-landing';
import { SMART_CLINIC_SERVICES } from '../../domain/places/smart-clinics';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ProductPagesSubject } from './product-pages-subjects';
import { err, freshSubjectEachCase, ok } from './results';

/**
 * The cases every product content port and Smart Clinics port must pass: the in-memory fakes and
 * the HTTP adapters over the local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function productPagesApiContract(name: string, makeSubject: () => Promise<ProductPagesSubject>): void {
  describe(name, () => {
    let subject: ProductPagesSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    describe('a product landing', () => {
      it('brands a known product with its services, offers and plan, signed out', async () => {
        const care = ok(await subject.productContent.landing('care'));
        expect(care).toMatchObject({ product: 'care', name: 'CareWell Care' });
        expect(care.services).toEqual([...PRODUCT_SERVICES]);
        expect(care.offers.length).toBeGreaterThan(0);
        expect(care.plan).toMatchObject({ name: 'Care Plus Family', pricePaise: 299_900 });
      });

      it('gives a partner only the services it offers, in the page order, and no plan when it sells none', async () => {
        const bank = ok(await subject.productContent.landing('sahyog-bank'));
        expect(bank.name).toBe('Sahyog Bank Health');
        expect(bank.services).toEqual(['CONSULT', 'LAB_TESTS', 'SMART_CLINIC', 'RECORDS']);
        expect(bank.plan).toBeNull();
      });

      it('reads a product code whatever its case', async () => {
        expect(ok(await subject.productContent.landing('CARE')).name).toBe('CareWell Care');
      });

      it('says Data Not Found for a product it does not know', async () => {
        expect(err(await subject.productContent.landing('no-such-partner'))).toEqual({ kind: 'not-found', message: DATA_NOT_FOUND });
      });
    });

    describe('the Smart Clinics', () => {
      it('lists every clinic by city then name, each with a real pincode, its hours and what it does', async () => {
        const clinics = ok(await subject.smartClinics.smartClinics());
        expect(clinics.length).toBeGreaterThanOrEqual(10);
        const order = clinics.map((clinic) => `${clinic.city}|${clinic.name}`);
        expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b)));
        for (const clinic of clinics) {
          expect(clinic.pincode).toMatch(/^[1-9]\d{5}$/);
          expect(clinic.hours.opens).toMatch(/^\d{2}:\d{2}$/);
          expect(clinic.services).toContain('VIDEO_CONSULT');
          for (const service of clinic.services) expect(SMART_CLINIC_SERVICES).toContain(service);
        }
        expect(clinics.find((clinic) => clinic.id === 'SC-BLR-01')).toMatchObject({ city: 'Bengaluru', pincode: '560038', closedSundays: false, at: { latitude: 12.9719 } });
        expect(clinics.find((clinic) => clinic.id === 'SC-BLR-02')?.closedSundays).toBe(true);
      });
    });

    it('reports a server failure and a malformed body as error values, then works again', async () => {
      await subject.injectFault('500');
      expect(err(await subject.smartClinics.smartClinics())).toMatchObject({ kind: 'server', status: 500 });
      await subject.injectFault('malformed');
      expect(err(await subject.productContent.landing('care'))).toMatchObject({ kind: 'bad-response' });
      expect(ok(await subject.productContent.landing('care')).name).toBe('CareWell Care');
    });
  });
}
