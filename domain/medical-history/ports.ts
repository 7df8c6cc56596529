import type { ApiResult } from '../shared/errors';
import type { MedicalHistoryForm } from './forms';
import type { FormAnswers, MedicalHistoryRecord, SavedForm } from './model';

/** The medical-history area of the user API (spec §7 Profile and family). */
export interface MedicalHistoryApi {
  /**
   * GET /user/getMedicalHistory?userId=…: the forms that person has filled. `userId` is the
   * patient or one of their family members; anyone else's is not-found, as an unknown id.
   */
  history(userId: string): ApiResult<MedicalHistoryRecord>;
  /**
   * POST /user/createMedicalHistory { userId, form, answers }: saves one form, replacing what
   * was saved for it before; the form as saved. Same ownership rule as `history`.
   */
  save(userId: string, form: MedicalHistoryForm, answers: FormAnswers): ApiResult<SavedForm>;
}
