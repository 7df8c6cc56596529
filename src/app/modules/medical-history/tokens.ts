import type { ServiceIdentifier } from 'inversify';
import type { MedicalHistory } from '../../../../domain/medical-history/medical-history';
import type { MedicalHistoryApi } from '../../../../domain/medical-history/ports';

/** The medical history and its port. Bound by ./module.ts when a page of the area is first shown. */
export const MEDICAL_HISTORY = {
  MedicalHistory: Symbol('MedicalHistory') as ServiceIdentifier<MedicalHistory>,
  MedicalHistoryApi: Symbol('MedicalHistoryApi') as ServiceIdentifier<MedicalHistoryApi>,
} as const;
