/** Test doubles for the consultation use-case tests (imported only by *.test.ts beside this file). */
import type { Appointment, Doctor, Slot } from './model';
import type { ConsultationApi } from './ports';

export { testErrors } from '../pharmacy/test-support';
export { memoryCookies } from '../shared/test-doubles';

/** A ConsultationApi whose methods throw unless the test gives them. */
export function testApi(methods: Partial<ConsultationApi>): ConsultationApi {
  return new Proxy(methods as ConsultationApi, {
    get(target, property) {
      const method = Reflect.get(target, property) as unknown;
      if (method !== undefined || typeof property === 'symbol') return method;
      return () => {
        throw new Error(`unexpected call: ${property}`);
      };
    },
  });
}

export function doctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    id: 'doc-1',
    name: 'Dr. Ananya Rao',
    speciality: 'DERMATOLOGY',
    gender: 'FEMALE',
    languages: ['English', 'Kannada'],
    experienceYears: 12,
    feePaise: 60000,
    qualifications: ['MBBS', 'MD (Dermatology)'],
    registrationNumber: 'KMC 84213',
    rating: 4.6,
    ratingCount: 212,
    availableToday: true,
    ...overrides,
  };
}

/** A slot at an IST wall-clock time: '2026-11-22', '18:30'. */
export function slot(date: string, time: string, overrides: Partial<Slot> = {}): Slot {
  const startsAt = new Date(Date.parse(`${date}T${time}:00.000Z`) - 330 * 60 * 1000).toISOString();
  return { id: `slot-${date}-${time}`, doctorId: 'doc-1', date, time, startsAt, durationMinutes: 15, available: true, ...overrides };
}

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 'apt-1',
    doctor: doctor(),
    patientName: 'Priya Sharma',
    familyMemberId: null,
    slot: slot('2026-11-23', '10:00'),
    status: 'BOOKED',
    symptoms: ['Skin rash'],
    reason: 'Itchy rash on both arms for a week',
    feePaise: 60000,
    paidPaise: 60000,
    coveredBySubscription: false,
    meetCode: 'meet-abc',
    rescheduleCount: 0,
    cancelReason: null,
    refundPaise: null,
    notes: null,
    prescription: null,
    sharedRecords: [],
    bookedAt: '2026-11-22T05:00:00.000Z',
    ...overrides,
  };
}
