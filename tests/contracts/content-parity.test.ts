import type { Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain/shared/errors';
import { httpCareers, inMemoryCareers, type CareersSubject } from './careers-subjects';
import { httpCorporateMedia, inMemoryCorporateMedia, type CorporateMediaSubject } from './corporate-media-subjects';
import { httpPlaces, inMemoryPlaces, type PlacesSubject } from './places-subjects';
import { httpProductPages, inMemoryProductPages, type ProductPagesSubject } from './product-pages-subjects';
import { httpPorts, inMemoryPorts, type PortsSubject } from './subjects';
import type { SubjectControls } from './subject-kit';

function value<T>(result: Result<T, ApiError>): T {
  if (result.isErr()) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The values both implementations read over the same fresh seeded backend, compared whole. */
async function agree<S extends SubjectControls & { dispose(): Promise<void> }>(
  memorySubject: () => Promise<S>,
  httpSubject: () => Promise<S>,
  read: (subject: S) => Promise<unknown[]>,
): Promise<void> {
  const memory = await memorySubject();
  const http = await httpSubject();
  try {
    const fromMemory = await read(memory);
    expect(fromMemory.length).toBeGreaterThan(0);
    expect(await read(http)).toStrictEqual(fromMemory);
  } finally {
    await memory.dispose();
    await http.dispose();
  }
}

async function webinarsAndPlans({ cms }: PortsSubject): Promise<unknown[]> {
  const webinars = value(await cms.webinars());
  return [webinars, value(await cms.screeningPlans())];
}

async function careers({ careers: api }: CareersSubject): Promise<unknown[]> {
  const openings = value(await api.openings());
  const details = [];
  for (const opening of openings) details.push(value(await api.opening(opening.id)));
  return [openings, details];
}

async function corporateAndMedia({ corporate, media }: CorporateMediaSubject): Promise<unknown[]> {
  return [value(await corporate.offer()), value(await media.pressRoom())];
}

async function productPages({ productContent, smartClinics }: ProductPagesSubject): Promise<unknown[]> {
  const landings = [];
  for (const product of ['care', 'sahyog-bank', 'udyam-wellness']) landings.push(value(await productContent.landing(product)));
  return [landings, value(await smartClinics.smartClinics())];
}

async function places({ places: api }: PlacesSubject): Promise<unknown[]> {
  const all = value(await api.hospitals({ text: '', city: null, speciality: null, near: null, withinKm: null }, 100));
  const near = value(await api.hospitals({ text: '', city: null, speciality: null, near: { kind: 'pincode', pincode: '560001' }, withinKm: 10 }, 20));
  const details = [];
  for (const hospital of all.hospitals.slice(0, 5)) details.push(value(await api.hospital(hospital.id)));
  return [
    all,
    near,
    details,
    value(await api.hospitalSuggestions('sri')),
    value(await api.stores({ kind: 'pincode', pincode: '560001' })),
    value(await api.stores({ kind: 'location', at: { latitude: 19.076, longitude: 72.8777 } })),
  ];
}

describe('the two implementations agree on the content and places reads', () => {
  it('the HTTP adapters decode webinars and cancer screening plans to exactly the values of the in-memory fake', () =>
    agree(inMemoryPorts, httpPorts, webinarsAndPlans));

  it('the HTTP adapter decodes every job opening and its page to exactly the values of the in-memory fake', () =>
    agree(inMemoryCareers, httpCareers, careers));

  it('the HTTP adapters decode the corporate wellness offer and the press room to exactly the values of the in-memory fake', () =>
    agree(inMemoryCorporateMedia, httpCorporateMedia, corporateAndMedia));

  it('the HTTP adapters decode the product landings and the Smart Clinics to exactly the values of the in-memory fake', () =>
    agree(inMemoryProductPages, httpProductPages, productPages));

  it('the HTTP adapter decodes hospitals, suggestions, a hospital page and stores to exactly the values of the in-memory fake', () =>
    agree(inMemoryPlaces, httpPlaces, places));
});
