import type { ConsultationPrescription, PrescribedMedicine, Speciality } from '../../domain/consultations/model';

/** What the simulated doctor writes after a call: a plausible prescription for the speciality. */
const TEMPLATES: Record<Speciality, { diagnosis: string; notes: string; medicines: PrescribedMedicine[]; advice: string[]; followUpInDays: number | null }> = {
  GENERAL_PHYSICIAN: {
    diagnosis: 'Acute viral upper respiratory tract infection',
    notes: 'Fever and sore throat for two days, no breathlessness. Chest clear on history. Symptomatic care; review if fever lasts beyond three days.',
    medicines: [
      { name: 'Dolo 650 Tablet (Paracetamol 650 mg)', dosage: '1 tablet', frequency: '1-1-1 after food, only when fever is above 100°F', durationDays: 3 },
      { name: 'Cetirizine 10 mg Tablet', dosage: '1 tablet', frequency: '0-0-1 after food', durationDays: 5 },
    ],
    advice: ['Drink plenty of warm fluids', 'Steam inhalation twice a day', 'Rest for two days'],
    followUpInDays: 3,
  },
  PAEDIATRICS: {
    diagnosis: 'Viral fever',
    notes: 'Child active and feeding well. Weight-based dose of paracetamol explained to the parent.',
    medicines: [{ name: 'Calpol 250 Suspension (Paracetamol 250 mg/5 ml)', dosage: '5 ml', frequency: 'every 6 hours if temperature is above 100°F', durationDays: 3 }],
    advice: ['Keep the child hydrated: ORS after every loose stool', 'Sponge with lukewarm water for high fever'],
    followUpInDays: 2,
  },
  DERMATOLOGY: {
    diagnosis: 'Allergic contact dermatitis',
    notes: 'Itchy red patches on both forearms after a new detergent. No signs of infection.',
    medicines: [
      { name: 'Candid-B Cream (Clotrimazole + Beclomethasone)', dosage: 'thin layer', frequency: '1-0-1 on the patches', durationDays: 7 },
      { name: 'Levocetirizine 5 mg Tablet', dosage: '1 tablet', frequency: '0-0-1', durationDays: 7 },
    ],
    advice: ['Stop the new detergent', 'Use a fragrance-free moisturiser twice a day', 'Do not scratch'],
    followUpInDays: 14,
  },
  GYNAECOLOGY: {
    diagnosis: 'Irregular menstrual cycles, to evaluate for PCOS',
    notes: 'Cycles of 40 to 50 days for a year. Ultrasound and hormone tests advised before treatment.',
    medicines: [{ name: 'Folic acid 5 mg Tablet', dosage: '1 tablet', frequency: '1-0-0', durationDays: 30 }],
    advice: ['Pelvic ultrasound', 'Blood tests: TSH, prolactin, fasting insulin', '30 minutes of exercise daily'],
    followUpInDays: 10,
  },
  CARDIOLOGY: {
    diagnosis: 'Stage 1 hypertension',
    notes: 'Home readings around 142/92 over two weeks. No chest pain. Lifestyle changes and a low-dose medicine.',
    medicines: [{ name: 'Telma 20 Tablet (Telmisartan 20 mg)', dosage: '1 tablet', frequency: '1-0-0', durationDays: 30 }],
    advice: ['Less than 5 g of salt a day', 'Record blood pressure every morning', 'Lipid profile and ECG before the next visit'],
    followUpInDays: 30,
  },
  PSYCHIATRY: {
    diagnosis: 'Generalised anxiety',
    notes: 'Worry and poor sleep for two months, affecting work. No risk to self. Therapy referral and a short course of medicine.',
    medicines: [{ name: 'Escitalopram 5 mg Tablet', dosage: '1 tablet', frequency: '0-0-1 after food', durationDays: 28 }],
    advice: ['Keep a regular sleep time', 'Avoid caffeine after 4 PM', 'Book a therapy session this week'],
    followUpInDays: 28,
  },
  PSYCHOLOGY: {
    diagnosis: 'Work-related stress',
    notes: 'First session: history taken, goals agreed, breathing and journalling exercises taught.',
    medicines: [],
    advice: ['Box breathing for 5 minutes twice a day', 'Write down three worries and one action each evening'],
    followUpInDays: 7,
  },
};

export function simulatedPrescription(speciality: Speciality, id: string, issuedAt: string): { notes: string; prescription: ConsultationPrescription } {
  const template = TEMPLATES[speciality];
  return {
    notes: template.notes,
    prescription: {
      id,
      issuedAt,
      diagnosis: template.diagnosis,
      medicines: template.medicines.map((medicine) => ({ ...medicine })),
      advice: [...template.advice],
      followUpInDays: template.followUpInDays,
    },
  };
}
