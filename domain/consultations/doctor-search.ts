import {
  CONSULTATION_LANGUAGES,
  SPECIALITIES,
  type ConsultationLanguage,
  type Doctor,
  type DoctorFilters,
  type DoctorGender,
  type Speciality,
} from './model';

/** Fee ceilings offered by the filter, in rupees. */
export const FEE_CEILINGS_RUPEES = [300, 500, 800, 1200] as const;
/** Experience floors offered by the filter, in years. */
export const EXPERIENCE_FLOORS = [5, 10, 15, 20] as const;

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter((word) => word !== '');
}

/** Whether a doctor fits every filter; the text matches the start of any word of the name or qualifications. */
export function matchesDoctor(doctor: Doctor, filters: DoctorFilters): boolean {
  if (filters.speciality !== null && doctor.speciality !== filters.speciality) return false;
  if (filters.language !== null && !doctor.languages.includes(filters.language)) return false;
  if (filters.minExperienceYears !== null && doctor.experienceYears < filters.minExperienceYears) return false;
  if (filters.maxFeePaise !== null && doctor.feePaise > filters.maxFeePaise) return false;
  if (filters.gender !== null && doctor.gender !== filters.gender) return false;
  if (filters.availableToday && !doctor.availableToday) return false;
  const haystack = words(`${doctor.name.replace(/^Dr\.?\s*/i, '')} ${doctor.qualifications.join(' ')}`.replace(/[(),.]/g, ' '));
  return words(filters.text).every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}

/** Available today first, then best rated, then most experienced; the name settles ties. */
export function rankDoctors(doctors: readonly Doctor[]): Doctor[] {
  return [...doctors].sort(
    (a, b) =>
      Number(b.availableToday) - Number(a.availableToday) ||
      b.rating - a.rating ||
      b.experienceYears - a.experienceYears ||
      a.name.localeCompare(b.name),
  );
}

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  return Number(value);
}

/**
 * The filters of an address's query (speciality, language, experience, fee in rupees,
 * gender, today, q), so a search can be shared and survives a reload; anything unknown is ignored.
 */
export function filtersFromQuery(query: URLSearchParams): DoctorFilters {
  const fee = wholeNumber(query.get('fee'));
  return {
    text: (query.get('q') ?? '').slice(0, 60),
    speciality: pick<Speciality>(query.get('speciality'), SPECIALITIES),
    language: pick<ConsultationLanguage>(query.get('language'), CONSULTATION_LANGUAGES),
    minExperienceYears: wholeNumber(query.get('experience')),
    maxFeePaise: fee === null ? null : fee * 100,
    gender: pick<DoctorGender>(query.get('gender'), ['MALE', 'FEMALE']),
    availableToday: query.get('today') === 'true',
  };
}

export function filtersToQuery(filters: DoctorFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.text.trim() !== '') query.set('q', filters.text.trim());
  if (filters.speciality) query.set('speciality', filters.speciality);
  if (filters.language) query.set('language', filters.language);
  if (filters.minExperienceYears !== null) query.set('experience', String(filters.minExperienceYears));
  if (filters.maxFeePaise !== null) query.set('fee', String(Math.floor(filters.maxFeePaise / 100)));
  if (filters.gender) query.set('gender', filters.gender);
  if (filters.availableToday) query.set('today', 'true');
  return query;
}
