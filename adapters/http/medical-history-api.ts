import * as v from 'valibot';
import { MEDICAL_HISTORY_FORMS, type MedicalHistoryForm } from '../../domain/medical-history/forms';
import type { FormAnswers, MedicalHistoryRecord, SavedForm } from '../../domain/medical-history/model';
import type { MedicalHistoryApi } from '../../domain/medical-history/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';

const Answer = v.union([v.string(), v.number()]);

/** One form as docs/api.md ("Medical history") carries it: the answers by field, rows for a list. */
const SavedFormSchema = v.object({
  answers: v.record(v.string(), v.union([Answer, v.array(v.record(v.string(), Answer))])),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});

/** A form the app does not know (the backend may add some) is left out rather than failing the page. */
const RecordSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((wire): MedicalHistoryRecord => {
    const record: MedicalHistoryRecord = {};
    for (const form of MEDICAL_HISTORY_FORMS) {
      const parsed = v.safeParse(SavedFormSchema, wire[form]);
      if (parsed.success) record[form] = parsed.output;
    }
    return record;
  }),
);

/** The medical-history area of the user API over HTTP. */
export class HttpMedicalHistoryApi implements MedicalHistoryApi {
  constructor(private readonly http: HttpClient) {}

  history(userId: string): ApiResult<MedicalHistoryRecord> {
    return this.http.get('/user/getMedicalHistory', { query: { userId }, data: RecordSchema });
  }

  save(userId: string, form: MedicalHistoryForm, answers: FormAnswers): ApiResult<SavedForm> {
    return this.http.post('/user/createMedicalHistory', { body: { userId, form, answers }, data: SavedFormSchema });
  }
}
