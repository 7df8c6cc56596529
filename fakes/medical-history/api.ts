import type { MedicalHistoryForm } from '../../domain/medical-history/forms';
import type { FormAnswers, MedicalHistoryRecord, SavedForm } from '../../domain/medical-history/model';
import type { MedicalHistoryApi } from '../../domain/medical-history/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { FakeMedicalHistoryService } from './service';

/** The medical-history port on the in-memory fake backend. */
export class FakeMedicalHistoryApi implements MedicalHistoryApi {
  private readonly service: FakeMedicalHistoryService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.service = new FakeMedicalHistoryService(backend);
  }

  history(userId: string): ApiResult<MedicalHistoryRecord> {
    return this.backend.call(() => this.service.history(this.token(), userId));
  }

  save(userId: string, form: MedicalHistoryForm, answers: FormAnswers): ApiResult<SavedForm> {
    return this.backend.call(() => this.service.save(this.token(), userId, form, answers), { mutates: true });
  }
}
