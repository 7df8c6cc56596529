import { Err, Ok, type Result } from 'ts-results-es';
import { FORM_DEFINITIONS, MEDICAL_HISTORY_FORMS, type MedicalHistoryForm } from '../../domain/medical-history/forms';
import { checkForm, inputOf, type FormAnswers, type MedicalHistoryRecord, type SavedForm } from '../../domain/medical-history/model';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { FakeFamilyService } from '../family/service';

/**
 * The fake backend's medical histories, by the person's id (the patient or one of their family
 * members). Whoever else's id is asked for is "Data Not Found", never a hint that it exists. A
 * form is checked with the app's own rules (domain/medical-history/model.ts) on the backend's day,
 * so the server never keeps what the form would refuse.
 */
export class FakeMedicalHistoryService {
  private readonly family: FakeFamilyService;

  constructor(private readonly backend: FakeBackend) {
    this.family = new FakeFamilyService(backend);
  }

  history(token: string | null, userId: string): Result<MedicalHistoryRecord, ApiError> {
    return this.subject(token, userId).map((id) => structuredClone(this.records()[id] ?? {}));
  }

  save(token: string | null, userId: string, form: string, answers: unknown): Result<SavedForm, ApiError> {
    return this.subject(token, userId).andThen((id) => {
      if (!(MEDICAL_HISTORY_FORMS as readonly string[]).includes(form)) return Err({ kind: 'rejected', message: `There is no form called ${form}` });
      const definition = FORM_DEFINITIONS[form as MedicalHistoryForm];
      const given = typeof answers === 'object' && answers !== null && !Array.isArray(answers) ? (answers as FormAnswers) : {};
      const checked = checkForm(definition, inputOf(definition, given), new Date(this.backend.now()));
      if (checked.isErr()) return Err({ kind: 'rejected', message: Object.values(checked.error.fields)[0] ?? 'The form is not valid' });
      const saved: SavedForm = { answers: checked.value, updatedAt: new Date(this.backend.now()).toISOString() };
      const records = this.records();
      records[id] = { ...records[id], [form]: saved };
      return Ok(structuredClone(saved));
    });
  }

  /** The person whose history is asked for, when the signed-in patient may read it. */
  private subject(token: string | null, userId: string): Result<string, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const id = userId.trim();
      if (id === user.id) return Ok(id);
      return this.family.members(token).andThen((members) => (members.some((member) => member.id === id) ? Ok(id) : Err({ kind: 'not-found', message: DATA_NOT_FOUND })));
    });
  }

  private records(): Record<string, MedicalHistoryRecord> {
    this.backend.state.medicalHistory ??= {};
    return this.backend.state.medicalHistory;
  }
}
