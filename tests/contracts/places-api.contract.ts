import { describe, expect, it } from 'vitest';
import type { HospitalSearch } from '../../domain/places/model';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { PlacesSubject } from './places-subjects';
import { err, freshSubjectEachCase, ok } from './results';

const EVERYWHERE: HospitalSearch = { text: '', city: null, speciality: null, near: null, withinKm: null };
const BENGALURU_GPO = { kind: 'pincode', pincode: '560001' } as const;
/** Patna's head post office: a real pincode, in no city the directory covers. */
const NO_STORES = { kind: 'pincode', pincode: '800001' } as const;

const sortedBy = <T>(items: readonly T[], key: (item: T) => number | string) => [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/**
 * The cases every `PlacesApi` must pass: the in-memory fake and the HTTP adapter over the local
 * fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function placesApiContract(name: string, makeSubject: () => Promise<PlacesSubject>): void {
  describe(name, () => {
    let subject: PlacesSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    const api = () => subject.places;

    describe('hospitals', () => {
      it('lists a page by name with the total and what the filters offer, without distances when no place is given, signed out', async () => {
        const page = ok(await api().hospitals(EVERYWHERE, 5));
        expect(page.hospitals).toHaveLength(5);
        expect(page.total).toBe(80);
        expect(page.cities).toHaveLength(16);
        expect(page.cities).toContain('Bengaluru');
        expect(page.specialities).toEqual(expect.arrayContaining(['Cardiology', 'Ophthalmology', 'Paediatrics']));
        expect(page.hospitals.map((hospital) => hospital.name)).toEqual(sortedBy(page.hospitals, (hospital) => hospital.name).map((hospital) => hospital.name));
        for (const hospital of page.hospitals) {
          expect(hospital.distanceKm).toBeNull();
          expect(hospital.pincode).toMatch(/^[1-9]\d{5}$/);
          expect(hospital.phone).toMatch(/^0\d{2,3} \d{4} \d{3,4}$/);
          expect(hospital.at).not.toBeNull();
        }
      });

      it('filters by city, speciality and words typed', async () => {
        const cardiology = ok(await api().hospitals({ ...EVERYWHERE, city: 'Bengaluru', speciality: 'Cardiology' }, 30));
        expect(cardiology.hospitals.length).toBeGreaterThan(0);
        for (const hospital of cardiology.hospitals) {
          expect(hospital.city).toBe('Bengaluru');
          expect(hospital.specialities).toContain('Cardiology');
        }
        const heart = ok(await api().hospitals({ ...EVERYWHERE, text: 'heart inst' }, 30));
        expect(heart.total).toBe(16);
        expect(heart.hospitals.every((hospital) => hospital.name.endsWith('Heart Institute'))).toBe(true);
      });

      it('measures from a pincode or a location, nearest first, and keeps to a distance when asked', async () => {
        const near = ok(await api().hospitals({ ...EVERYWHERE, near: BENGALURU_GPO, withinKm: 10 }, 30));
        expect(near.hospitals.length).toBeGreaterThan(0);
        expect(near.hospitals.map((hospital) => hospital.distanceKm)).toEqual(sortedBy(near.hospitals, (hospital) => hospital.distanceKm ?? 0).map((hospital) => hospital.distanceKm));
        for (const hospital of near.hospitals) {
          expect(hospital.city).toBe('Bengaluru');
          expect(hospital.distanceKm).toBeLessThanOrEqual(10);
        }
        const chennai = ok(await api().hospitals({ ...EVERYWHERE, near: { kind: 'location', at: { latitude: 13.08, longitude: 80.27 } } }, 3));
        expect(chennai.hospitals.map((hospital) => hospital.city)).toEqual(['Chennai', 'Chennai', 'Chennai']);
        expect(chennai.total).toBe(80);
      });

      it('refuses a pincode that is not one', async () => {
        expect(err(await api().hospitals({ ...EVERYWHERE, near: { kind: 'pincode', pincode: '56001' } }, 5))).toEqual({
          kind: 'rejected',
          message: 'Please enter a valid 6-digit pincode',
        });
      });

      it('suggests names for the words typed, and each suggestion opens its hospital with departments', async () => {
        const suggestions = ok(await api().hospitalSuggestions('heart'));
        expect(suggestions.length).toBeGreaterThan(0);
        expect(suggestions.length).toBeLessThanOrEqual(8);
        for (const suggestion of suggestions) expect(suggestion.name).toMatch(/Heart/);
        const first = suggestions[0];
        const hospital = ok(await api().hospital(first?.id ?? ''));
        expect(hospital).toMatchObject({ id: first?.id, name: first?.name, city: first?.city, emergency: true });
        expect(hospital.departments.map((department) => department.name)).toEqual(expect.arrayContaining(['Cardiology', 'Emergency & Trauma']));
        expect(hospital.beds).toBeGreaterThan(0);
        expect(ok(await api().hospitalSuggestions('zzzz'))).toEqual([]);
      });

      it('says Data Not Found for an unknown hospital', async () => {
        expect(err(await api().hospital('HNOPE9'))).toEqual({ kind: 'not-found', message: DATA_NOT_FOUND });
      });
    });

    describe('stores', () => {
      it('lists the stores near a pincode, nearest first, within 12 km, with their hours', async () => {
        const stores = ok(await api().stores(BENGALURU_GPO));
        expect(stores).toHaveLength(6);
        expect(stores.map((store) => store.distanceKm)).toEqual(sortedBy(stores, (store) => store.distanceKm ?? 0).map((store) => store.distanceKm));
        for (const store of stores) {
          expect(store.city).toBe('Bengaluru');
          expect(store.distanceKm).toBeLessThanOrEqual(12);
          expect(store.phone).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
          if (store.hours !== null) expect(store.hours.opens).toMatch(/^\d{2}:\d{2}$/);
        }
        expect(stores.some((store) => store.hours === null)).toBe(true);
      });

      it('lists the stores near a location, and none near a pincode outside the cities served', async () => {
        const chennai = ok(await api().stores({ kind: 'location', at: { latitude: 13.08, longitude: 80.27 } }));
        expect(chennai.map((store) => store.city)).toEqual(Array(6).fill('Chennai'));
        expect(ok(await api().stores(NO_STORES))).toEqual([]);
      });

      it('refuses a pincode that is not one', async () => {
        expect(err(await api().stores({ kind: 'pincode', pincode: '012345' }))).toMatchObject({ kind: 'rejected' });
      });
    });

    it('reports a server failure and a malformed body as error values, then works again', async () => {
      await subject.injectFault('500');
      expect(err(await api().stores(BENGALURU_GPO))).toMatchObject({ kind: 'server', status: 500 });
      await subject.injectFault('malformed');
      expect(err(await api().hospital('HBEN1'))).toMatchObject({ kind: 'bad-response' });
      expect(ok(await api().hospital('HBEN1')).city).toBe('Bengaluru');
    });

    it('on the wire, refuses a call without the origin header', async () => {
      if (subject.baseUrl === null) return;
      const response = await fetch(`${subject.baseUrl}/pharmacy/stores`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ pincode: '560001' }),
      });
      expect(response.status).toBe(400);
    });
  });
}
