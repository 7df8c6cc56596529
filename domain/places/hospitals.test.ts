import { Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { PINCODE_MESSAGES } from '../shared/pincode';
import { testQueries } from '../shared/test-doubles';
import { HOSPITALS_PAGE_SIZE, HospitalFinder, hospitalSearchFrom, hospitalStructuredData } from './hospitals';
import type { HospitalSearch } from './model';
import { deviceAt, testHospital, testPlacesApi } from './test-support';

const page = { hospitals: [testHospital('h1')], total: 1, cities: ['Bengaluru'], specialities: ['Cardiology'] };

describe('hospital search', () => {
  it('reads the search from the address: words tidied, empty filters left out, a distance only with a place', () => {
    expect(hospitalSearchFrom({ q: '  sanjeevani   heart ', city: '', speciality: 'Cardiology', within: '5' }).search).toEqual({
      text: 'sanjeevani heart',
      city: null,
      speciality: 'Cardiology',
      near: null,
      withinKm: null,
    });
    expect(hospitalSearchFrom({ pincode: '560001', within: '5' }).search).toMatchObject({ near: { kind: 'pincode', pincode: '560001' }, withinKm: 5 });
    expect(hospitalSearchFrom({ pincode: '560001', within: '7' }).search.withinKm).toBeNull();
  });

  it('leaves a wrong pincode out of the search and says why, for the field', () => {
    const read = hospitalSearchFrom({ q: 'apollo', pincode: '060001' });
    expect(read.search.near).toBeNull();
    expect(read.pincodeError).toBe(PINCODE_MESSAGES.leadingZero);
  });

  it('asks the list once per search, with the page size', async () => {
    const hospitals = vi.fn(async () => Ok(page));
    const finder = new HospitalFinder(testPlacesApi({ hospitals }), deviceAt(12.97, 77.59), testQueries());
    const search: HospitalSearch = { text: 'sanjeevani', city: 'Bengaluru', speciality: null, near: null, withinKm: null };
    expect((await finder.search(search).value()).unwrap()).toEqual(page);
    await finder.search({ ...search, text: ' sanjeevani ' }).value();
    expect(hospitals).toHaveBeenCalledTimes(1);
    expect(hospitals).toHaveBeenCalledWith(search, HOSPITALS_PAGE_SIZE);
  });

  it('suggests only once two letters are typed, and asks once for the same words', async () => {
    const hospitalSuggestions = vi.fn(async () => Ok([{ id: 'h1', name: 'Sanjeevani Hospital', city: 'Pune' }]));
    const finder = new HospitalFinder(testPlacesApi({ hospitalSuggestions }), deviceAt(12.97, 77.59), testQueries());
    expect((await finder.suggestions(' s ').value()).unwrap()).toEqual([]);
    expect(hospitalSuggestions).not.toHaveBeenCalled();
    expect((await finder.suggestions('San').value()).unwrap()).toHaveLength(1);
    await finder.suggestions('san ').value();
    expect(hospitalSuggestions).toHaveBeenCalledTimes(1);
    expect(hospitalSuggestions).toHaveBeenCalledWith('San');
  });

  it('reads a hospital by its id', async () => {
    const hospital = vi.fn(async () => Ok({ ...testHospital('h1'), departments: [{ name: 'Cardiology', location: 'Block A, 1st floor' }], beds: 250 }));
    const finder = new HospitalFinder(testPlacesApi({ hospital }), deviceAt(12.97, 77.59), testQueries());
    expect((await finder.hospital('h1').value()).unwrap().departments).toHaveLength(1);
    expect(hospital).toHaveBeenCalledWith('h1');
  });
});

describe('hospitalStructuredData', () => {
  it('describes the hospital to search engines with its address, phone, place on the map and specialities', () => {
    expect(hospitalStructuredData(testHospital('h1'), 'https://carewell.in/hospitals/IndiHospital?id=h1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Hospital',
      name: 'Sanjeevani Hospital h1',
      url: 'https://carewell.in/hospitals/IndiHospital?id=h1',
      telephone: '080 4567 8901',
      address: { '@type': 'PostalAddress', streetAddress: '12, 100 Feet Road, Indiranagar, Bengaluru', addressLocality: 'Bengaluru', addressRegion: 'Karnataka', postalCode: '560038', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 12.97, longitude: 77.64 },
      medicalSpecialty: ['Cardiology'],
    });
  });

  it('leaves the map out for a hospital not placed on one', () => {
    expect(hospitalStructuredData(testHospital('h1', { at: null }), 'https://carewell.in/hospitals/IndiHospital?id=h1')).not.toHaveProperty('geo');
  });
});
