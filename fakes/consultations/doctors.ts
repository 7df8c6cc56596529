import type { ConsultationLanguage, DoctorGender, DoctorReview, Speciality } from '../../domain/consultations/model';

/**
 * The demo's doctors. Written out rather than drawn from faker so names, councils and
 * qualifications fit each other (a Chennai paediatrician registered with the Tamil Nadu council
 * speaks Tamil). Ids carry no '-' or '_', so they survive refer paths (docs/decisions.md).
 */
export interface FakeDoctor {
  id: string;
  name: string;
  speciality: Speciality;
  gender: DoctorGender;
  languages: ConsultationLanguage[];
  experienceYears: number;
  feeRupees: number;
  qualifications: string[];
  registrationNumber: string;
  rating: number;
  ratingCount: number;
  about: string;
  /** Consulting hours, IST, 'HH:mm' to 'HH:mm' (end excluded); days 0 (Sunday) to 6. */
  sessions: { from: string; to: string }[];
  days: number[];
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const ROUND_THE_CLOCK = [{ from: '00:00', to: '24:00' }];
const CLINIC = [
  { from: '09:00', to: '13:00' },
  { from: '17:00', to: '21:00' },
];
const EVENING = [{ from: '16:00', to: '22:00' }];

export const FAKE_DOCTORS: readonly FakeDoctor[] = [
  // Family physicians: one of them online round the clock, as tele-consult services run.
  { id: 'dr101', name: 'Dr. Arjun Mehta', speciality: 'GENERAL_PHYSICIAN', gender: 'MALE', languages: ['English', 'Hindi'], experienceYears: 11, feeRupees: 299, qualifications: ['MBBS', 'MD (General Medicine)'], registrationNumber: 'DMC 48213', rating: 4.7, ratingCount: 1843, about: 'Family physician for fevers, infections, diabetes and blood pressure follow-ups; online around the clock with the duty team.', sessions: ROUND_THE_CLOCK, days: EVERY_DAY },
  { id: 'dr102', name: 'Dr. Sneha Kulkarni', speciality: 'GENERAL_PHYSICIAN', gender: 'FEMALE', languages: ['English', 'Hindi', 'Marathi'], experienceYears: 8, feeRupees: 349, qualifications: ['MBBS', 'DNB (Family Medicine)'], registrationNumber: 'MMC 2014/07/3321', rating: 4.6, ratingCount: 962, about: 'Family medicine with a focus on women’s health, thyroid and lifestyle conditions.', sessions: CLINIC, days: WEEKDAYS },
  { id: 'dr103', name: 'Dr. Mohammed Irfan', speciality: 'GENERAL_PHYSICIAN', gender: 'MALE', languages: ['English', 'Hindi', 'Telugu'], experienceYears: 15, feeRupees: 399, qualifications: ['MBBS', 'MD (Internal Medicine)'], registrationNumber: 'TSMC 31877', rating: 4.8, ratingCount: 2410, about: 'Internal medicine: chronic disease care, seasonal infections and second opinions.', sessions: EVENING, days: EVERY_DAY },
  { id: 'dr104', name: 'Dr. Lakshmi Narayanan', speciality: 'GENERAL_PHYSICIAN', gender: 'FEMALE', languages: ['English', 'Tamil'], experienceYears: 6, feeRupees: 249, qualifications: ['MBBS'], registrationNumber: 'TNMC 118204', rating: 4.4, ratingCount: 388, about: 'General practice for the whole family, from colds to travel advice.', sessions: CLINIC, days: WEEKDAYS },
  // Paediatrics
  { id: 'dr201', name: 'Dr. Priyanka Bose', speciality: 'PAEDIATRICS', gender: 'FEMALE', languages: ['English', 'Hindi', 'Bengali'], experienceYears: 13, feeRupees: 599, qualifications: ['MBBS', 'MD (Paediatrics)'], registrationNumber: 'WBMC 63420', rating: 4.8, ratingCount: 1275, about: 'Newborn care, vaccinations, growth and nutrition, childhood infections.', sessions: CLINIC, days: WEEKDAYS },
  { id: 'dr202', name: 'Dr. Karthik Subramanian', speciality: 'PAEDIATRICS', gender: 'MALE', languages: ['English', 'Tamil', 'Kannada'], experienceYears: 9, feeRupees: 499, qualifications: ['MBBS', 'DCH', 'DNB (Paediatrics)'], registrationNumber: 'KMC 91834', rating: 4.6, ratingCount: 704, about: 'Children’s allergies, asthma and recurrent colds; calm video visits for little ones.', sessions: EVENING, days: EVERY_DAY },
  { id: 'dr203', name: 'Dr. Farah Siddiqui', speciality: 'PAEDIATRICS', gender: 'FEMALE', languages: ['English', 'Hindi'], experienceYears: 18, feeRupees: 799, qualifications: ['MBBS', 'MD (Paediatrics)', 'Fellowship in Neonatology'], registrationNumber: 'UPMC 40219', rating: 4.9, ratingCount: 2031, about: 'Neonatology and developmental paediatrics.', sessions: CLINIC, days: WEEKDAYS },
  { id: 'dr204', name: 'Dr. Rohit Deshpande', speciality: 'PAEDIATRICS', gender: 'MALE', languages: ['English', 'Marathi', 'Hindi'], experienceYears: 5, feeRupees: 449, qualifications: ['MBBS', 'DCH'], registrationNumber: 'MMC 2019/03/1187', rating: 4.3, ratingCount: 156, about: 'Fevers, feeding and sleep questions for babies and toddlers.', sessions: EVENING, days: WEEKDAYS },
  // Dermatology: one online round the clock, for rashes that cannot wait.
  { id: 'dr301', name: 'Dr. Kavitha Reddy', speciality: 'DERMATOLOGY', gender: 'FEMALE', languages: ['English', 'Telugu', 'Hindi'], experienceYears: 12, feeRupees: 699, qualifications: ['MBBS', 'MD (Dermatology, Venereology and Leprosy)'], registrationNumber: 'APMC 75512', rating: 4.7, ratingCount: 1562, about: 'Acne, eczema, hair fall, fungal infections and allergic rashes; online day and night.', sessions: ROUND_THE_CLOCK, days: EVERY_DAY },
  { id: 'dr302', name: 'Dr. Vikram Malhotra', speciality: 'DERMATOLOGY', gender: 'MALE', languages: ['English', 'Hindi'], experienceYears: 20, feeRupees: 999, qualifications: ['MBBS', 'MD (Dermatology)', 'FRCP (Glasgow)'], registrationNumber: 'DMC 12954', rating: 4.8, ratingCount: 2890, about: 'Psoriasis, vitiligo and skin conditions that need long-term care.', sessions: CLINIC, days: WEEKDAYS },
  { id: 'dr303', name: 'Dr. Anjali Menon', speciality: 'DERMATOLOGY', gender: 'FEMALE', languages: ['English', 'Hindi', 'Kannada'], experienceYears: 7, feeRupees: 549, qualifications: ['MBBS', 'DDVL'], registrationNumber: 'KMC 102377', rating: 4.5, ratingCount: 611, about: 'Skin and hair care for teenagers and adults.', sessions: EVENING, days: EVERY_DAY },
  { id: 'dr304', name: 'Dr. Sourav Ghosh', speciality: 'DERMATOLOGY', gender: 'MALE', languages: ['English', 'Bengali'], experienceYears: 10, feeRupees: 599, qualifications: ['MBBS', 'MD (Dermatology)'], registrationNumber: 'WBMC 58816', rating: 4.4, ratingCount: 420, about: 'Infections, allergies and nail disorders.', sessions: CLINIC, days: WEEKDAYS },
  // Gynaecology
  { id: 'dr401', name: 'Dr. Meenakshi Iyer', speciality: 'GYNAECOLOGY', gender: 'FEMALE', languages: ['English', 'Tamil', 'Hindi'], experienceYears: 22, feeRupees: 899, qualifications: ['MBBS', 'MS (Obstetrics and Gynaecology)'], registrationNumber: 'TNMC 70315', rating: 4.9, ratingCount: 3120, about: 'Pregnancy care, PCOS, menstrual problems and menopause.', sessions: CLINIC, days: WEEKDAYS },
  { id: 'dr402', name: 'Dr. Ritu Agarwal', speciality: 'GYNAECOLOGY', gender: 'FEMALE', languages: ['English', 'Hindi'], experienceYears: 14, feeRupees: 749, qualifications: ['MBBS', 'DGO', 'DNB (Obstetrics and Gynaecology)'], registrationNumber: 'RMC 33098', rating: 4.7, ratingCount: 1408, about: 'Fertility questions, contraception and antenatal advice.', sessions: EVENING, days: EVERY_DAY },
  { id: 'dr403', name: 'Dr. Shalini Patil', speciality: 'GYNAECOLOGY', gender: 'FEMALE', languages: ['English', 'Marathi', 'Kannada'], experienceYears: 9, feeRupees: 649, qualifications: ['MBBS', 'MS (Obstetrics and Gynaecology)'], registrationNumber: 'MMC 2012/11/2290', rating: 4.6, ratingCount: 702, about: 'Adolescent gynaecology and PCOS.', sessions: CLINIC, days: WEEKDAYS },
  { id: 'dr404', name: 'Dr. Nandini Das', speciality: 'GYNAECOLOGY', gender: 'FEMALE', languages: ['English', 'Bengali', 'Hindi'], experienceYears: 16, feeRupees: 799, qualifications: ['MBBS', 'MD (Obstetrics and Gynaecology)'], registrationNumber: 'WBMC 49027', rating: 4.8, ratingCount: 1189, about: 'High-risk pregnancy follow-ups and menopause care.', sessions: EVENING, days: WEEKDAYS },
  // Cardiology
  { id: 'dr501', name: 'Dr. Rajesh Khanna', speciality: 'CARDIOLOGY', gender: 'MALE', languages: ['English', 'Hindi'], experienceYears: 25, feeRupees: 1299, qualifications: ['MBBS', 'MD (Medicine)', 'DM (Cardiology)'], registrationNumber: 'DMC 8841', rating: 4.9, ratingCount: 2655, about: 'Heart failure, rhythm problems and cardiac rehabilitation.', sessions: CLINIC, days: WEEKDAYS },
  { id: 'dr502', name: 'Dr. Suresh Babu', speciality: 'CARDIOLOGY', gender: 'MALE', languages: ['English', 'Telugu', 'Tamil'], experienceYears: 17, feeRupees: 999, qualifications: ['MBBS', 'MD (General Medicine)', 'DM (Cardiology)'], registrationNumber: 'TSMC 20411', rating: 4.7, ratingCount: 1322, about: 'Blood pressure, cholesterol and preventive cardiology.', sessions: EVENING, days: EVERY_DAY },
  { id: 'dr503', name: 'Dr. Aparna Joshi', speciality: 'CARDIOLOGY', gender: 'FEMALE', languages: ['English', 'Marathi', 'Hindi'], experienceYears: 12, feeRupees: 1099, qualifications: ['MBBS', 'DNB (Cardiology)'], registrationNumber: 'MMC 2010/05/1764', rating: 4.6, ratingCount: 541, about: 'Women’s heart health and post-angioplasty follow-ups.', sessions: CLINIC, days: WEEKDAYS },
  { id: 'dr504', name: 'Dr. Harish Gowda', speciality: 'CARDIOLOGY', gender: 'MALE', languages: ['English', 'Kannada'], experienceYears: 8, feeRupees: 899, qualifications: ['MBBS', 'MD (Medicine)', 'DM (Cardiology)'], registrationNumber: 'KMC 97120', rating: 4.5, ratingCount: 287, about: 'Palpitations, chest pain evaluation and ECG reviews.', sessions: EVENING, days: WEEKDAYS },
  // Psychiatry
  { id: 'dr601', name: 'Dr. Nikhil Verma', speciality: 'PSYCHIATRY', gender: 'MALE', languages: ['English', 'Hindi'], experienceYears: 14, feeRupees: 1199, qualifications: ['MBBS', 'MD (Psychiatry)'], registrationNumber: 'UPMC 37751', rating: 4.8, ratingCount: 934, about: 'Depression, anxiety disorders, sleep and addiction care.', sessions: EVENING, days: EVERY_DAY },
  { id: 'dr602', name: 'Dr. Revathi Krishnan', speciality: 'PSYCHIATRY', gender: 'FEMALE', languages: ['English', 'Tamil', 'Telugu'], experienceYears: 19, feeRupees: 1399, qualifications: ['MBBS', 'DPM', 'MD (Psychiatry)'], registrationNumber: 'TNMC 65102', rating: 4.9, ratingCount: 1210, about: 'Mood disorders, OCD and perinatal mental health.', sessions: CLINIC, days: WEEKDAYS },
  { id: 'dr603', name: 'Dr. Aditya Banerjee', speciality: 'PSYCHIATRY', gender: 'MALE', languages: ['English', 'Bengali', 'Hindi'], experienceYears: 7, feeRupees: 899, qualifications: ['MBBS', 'MD (Psychiatry)'], registrationNumber: 'WBMC 70433', rating: 4.5, ratingCount: 318, about: 'ADHD, anxiety and stress in young adults.', sessions: EVENING, days: WEEKDAYS },
  { id: 'dr604', name: 'Dr. Pooja Hegde', speciality: 'PSYCHIATRY', gender: 'FEMALE', languages: ['English', 'Kannada', 'Hindi'], experienceYears: 10, feeRupees: 999, qualifications: ['MBBS', 'DNB (Psychiatry)'], registrationNumber: 'KMC 99281', rating: 4.7, ratingCount: 505, about: 'Anxiety, panic attacks and workplace burnout.', sessions: CLINIC, days: WEEKDAYS },
  // Psychology (counselling psychologists: an RCI registration, not a medical council)
  { id: 'dr701', name: 'Ms. Ishita Kapoor', speciality: 'PSYCHOLOGY', gender: 'FEMALE', languages: ['English', 'Hindi'], experienceYears: 9, feeRupees: 799, qualifications: ['M.Phil (Clinical Psychology)'], registrationNumber: 'RCI A41872', rating: 4.8, ratingCount: 877, about: 'Cognitive behavioural therapy for anxiety, low mood and relationships.', sessions: EVENING, days: EVERY_DAY },
  { id: 'dr702', name: 'Mr. Sandeep Nair', speciality: 'PSYCHOLOGY', gender: 'MALE', languages: ['English', 'Hindi', 'Kannada'], experienceYears: 6, feeRupees: 699, qualifications: ['MA (Psychology)', 'PG Diploma in Counselling'], registrationNumber: 'RCI A52209', rating: 4.5, ratingCount: 264, about: 'Stress, exam anxiety and career counselling.', sessions: CLINIC, days: WEEKDAYS },
  { id: 'dr703', name: 'Ms. Deepa Raghavan', speciality: 'PSYCHOLOGY', gender: 'FEMALE', languages: ['English', 'Tamil', 'Telugu'], experienceYears: 12, feeRupees: 899, qualifications: ['M.Phil (Clinical Psychology)'], registrationNumber: 'RCI A33051', rating: 4.7, ratingCount: 640, about: 'Grief, trauma and family therapy.', sessions: EVENING, days: WEEKDAYS },
  { id: 'dr704', name: 'Mr. Abhishek Pawar', speciality: 'PSYCHOLOGY', gender: 'MALE', languages: ['English', 'Marathi', 'Hindi'], experienceYears: 4, feeRupees: 599, qualifications: ['MA (Clinical Psychology)'], registrationNumber: 'RCI A60418', rating: 4.3, ratingCount: 121, about: 'Mindfulness-based therapy for stress and sleep.', sessions: CLINIC, days: WEEKDAYS },
];

const REVIEW_TEXTS = [
  'Listened patiently and explained everything clearly. The prescription helped within two days.',
  'Joined on time and was very thorough. Felt like an in-person visit.',
  'Good advice and no unnecessary medicines. Will consult again.',
  'Very kind with my mother and answered all our questions in Hindi.',
  'The follow-up notes were detailed and easy to understand.',
];
const REVIEWERS = ['Rohan S.', 'Meera K.', 'Sunita P.', 'Imran A.', 'Divya R.', 'Gaurav T.', 'Asha N.'];

/** Three short reviews per doctor, the same every time. */
export function reviewsOf(doctor: FakeDoctor): DoctorReview[] {
  const seed = Number(doctor.id.slice(2));
  return [0, 1, 2].map((i) => ({
    author: REVIEWERS[(seed + i * 3) % REVIEWERS.length] ?? 'A patient',
    rating: Math.min(5, Math.max(3, Math.round(doctor.rating) - (i === 2 ? 1 : 0))),
    text: REVIEW_TEXTS[(seed + i) % REVIEW_TEXTS.length] ?? '',
    date: `2026-${String(((seed + i) % 9) + 1).padStart(2, '0')}-${String(((seed * 7 + i) % 27) + 1).padStart(2, '0')}`,
  }));
}

export function fakeDoctor(id: string): FakeDoctor | undefined {
  return FAKE_DOCTORS.find((doctor) => doctor.id === id);
}
