import { describe, expect, it } from 'vitest';
import { filtersFromQuery, filtersToQuery, matchesDoctor, rankDoctors } from './doctor-search';
import { NO_DOCTOR_FILTERS } from './model';
import { doctor } from './test-support';

describe('doctor search', () => {
  const rao = doctor();

  it('matches every filter: speciality, language, experience, fee, gender and availability today', () => {
    expect(matchesDoctor(rao, { ...NO_DOCTOR_FILTERS, speciality: 'DERMATOLOGY', language: 'Kannada', minExperienceYears: 10, maxFeePaise: 60000, gender: 'FEMALE', availableToday: true })).toBe(true);
    expect(matchesDoctor(rao, { ...NO_DOCTOR_FILTERS, speciality: 'CARDIOLOGY' })).toBe(false);
    expect(matchesDoctor(rao, { ...NO_DOCTOR_FILTERS, language: 'Tamil' })).toBe(false);
    expect(matchesDoctor(rao, { ...NO_DOCTOR_FILTERS, minExperienceYears: 15 })).toBe(false);
    expect(matchesDoctor(rao, { ...NO_DOCTOR_FILTERS, maxFeePaise: 50000 })).toBe(false);
    expect(matchesDoctor(rao, { ...NO_DOCTOR_FILTERS, gender: 'MALE' })).toBe(false);
    expect(matchesDoctor(doctor({ availableToday: false }), { ...NO_DOCTOR_FILTERS, availableToday: true })).toBe(false);
  });

  it('finds a doctor by the start of a name or a qualification, ignoring "Dr."', () => {
    expect(matchesDoctor(rao, { ...NO_DOCTOR_FILTERS, text: 'ana' })).toBe(true);
    expect(matchesDoctor(rao, { ...NO_DOCTOR_FILTERS, text: 'rao md' })).toBe(true);
    expect(matchesDoctor(rao, { ...NO_DOCTOR_FILTERS, text: 'dr' })).toBe(false);
  });

  it('ranks doctors free today first, then by rating and experience', () => {
    const ranked = rankDoctors([
      doctor({ id: 'busy', availableToday: false, rating: 5 }),
      doctor({ id: 'good', rating: 4.8 }),
      doctor({ id: 'senior', rating: 4.5, experienceYears: 25 }),
      doctor({ id: 'junior', rating: 4.5, experienceYears: 3 }),
    ]);
    expect(ranked.map((d) => d.id)).toEqual(['good', 'senior', 'junior', 'busy']);
  });

  it('keeps the filters in the address so a search survives a reload, ignoring values it does not know', () => {
    const filters = { ...NO_DOCTOR_FILTERS, text: 'rao', speciality: 'DERMATOLOGY' as const, maxFeePaise: 80000, availableToday: true };
    expect(filtersFromQuery(filtersToQuery(filters))).toEqual(filters);
    expect(filtersFromQuery(new URLSearchParams('speciality=ASTROLOGY&fee=abc&gender=X'))).toEqual(NO_DOCTOR_FILTERS);
  });
});
