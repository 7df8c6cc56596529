import { Err, Ok, type Result } from 'ts-results-es';
import { SingleFlight, type AlreadyInProgress, type InvalidForm } from '../account/forms';
import { DRAFT_NAMES, type Drafts } from '../shared/drafts';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import { amend, type Query, type QueryCache } from '../shared/query';
import { FORM_DEFINITIONS, type MedicalHistoryForm } from './forms';
import { checkForm, type FormInput, type MedicalHistoryRecord, type SavedForm } from './model';
import type { MedicalHistoryApi } from './ports';

export type SaveFormError = InvalidForm<string> | AlreadyInProgress | ApiError;

export interface MedicalHistoryDeps {
  api: MedicalHistoryApi;
  queries: QueryCache;
  clock: Clock;
  drafts: Drafts;
}

/** Where the session keeps medical histories, by the person's user id. */
export const MEDICAL_HISTORY_QUERIES = {
  record: (userId: string) => ['medical-history', userId],
} as const;

/** A form half filled survives a reload for this long (the tab's storage dies with the tab anyway). */
const DRAFT_LIFETIME_MS = 12 * 60 * 60 * 1000;

interface FormDraft {
  userId: string;
  form: MedicalHistoryForm;
  input: FormInput;
}

/**
 * The medical history of the patient or of a family member: the nine forms as the server holds
 * them, saving one form at a time (checked first, one request however often Save is pressed),
 * and the form being typed kept as a draft of the patient (it survives a reload and a 401). Pages show errors in place.
 */
export class MedicalHistory {
  private readonly saving = new SingleFlight();

  constructor(private readonly deps: MedicalHistoryDeps) {}

  record(userId: string): Query<MedicalHistoryRecord> {
    const id = userId.trim();
    return this.deps.queries.query(MEDICAL_HISTORY_QUERIES.record(id), () => this.deps.api.history(id));
  }

  /** Checks and saves one form; the record on screen shows it at once, and the draft goes. */
  async save(userId: string, form: MedicalHistoryForm, input: FormInput): Promise<Result<SavedForm, SaveFormError>> {
    const checked = checkForm(FORM_DEFINITIONS[form], input, this.deps.clock.now());
    if (checked.isErr()) return Err(checked.error);
    const saved = await this.saving.run(() => this.deps.api.save(userId, form, checked.value));
    if (saved.isErr()) return Err(saved.error);
    amend(this.record(userId), (record) => ({ ...record, [form]: saved.value }));
    this.deps.drafts.remove(DRAFT_NAMES.medicalHistory);
    return Ok(saved.value);
  }

  /** Keeps what is typed in `form` so a reload does not lose it. */
  keepDraft(userId: string, form: MedicalHistoryForm, input: FormInput): void {
    const draft: FormDraft = { userId, form, input };
    this.deps.drafts.save(DRAFT_NAMES.medicalHistory, draft, DRAFT_LIFETIME_MS);
  }

  /** What was typed in `form` for `userId` and not saved yet, or null. */
  draft(userId: string, form: MedicalHistoryForm): FormInput | null {
    const kept = this.deps.drafts.read(DRAFT_NAMES.medicalHistory) as Partial<FormDraft> | null;
    if (kept === null || kept.userId !== userId || kept.form !== form || typeof kept.input !== 'object' || kept.input === null) return null;
    return kept.input;
  }

  /** Forgets the unsaved input of `form` (the patient chose to start again from what is saved). */
  dropDraft(userId: string, form: MedicalHistoryForm): void {
    if (this.draft(userId, form) !== null) this.deps.drafts.remove(DRAFT_NAMES.medicalHistory);
  }
}
