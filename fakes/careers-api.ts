import type { JobApplication, JobApplicationRequest, JobDetail, JobOpening } from '../domain/content/model';
import type { CareersApi } from '../domain/content/ports';
import type { ApiResult } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import { FakeCareersService, type FakeJob } from './cms-careers';

export function openingOf(job: FakeJob): JobOpening {
  const { id, title, team, city, experience, employmentType, postedAt, summary } = job;
  return { id, title, team, city, experience: { ...experience }, employmentType, postedOn: postedAt, summary };
}

export function jobDetailOf(job: FakeJob): JobDetail {
  return { ...openingOf(job), description: job.description, responsibilities: [...job.responsibilities], requirements: [...job.requirements] };
}

/** The careers port on the in-memory fake backend; an application's progress goes from 0 to 1 at once. */
export class FakeCareersApi implements CareersApi {
  private readonly service: FakeCareersService;

  constructor(private readonly backend: FakeBackend) {
    this.service = new FakeCareersService(backend);
  }

  openings(): ApiResult<JobOpening[]> {
    return this.backend.call(() => this.service.openings().map((jobs) => jobs.map(openingOf)));
  }

  opening(id: string): ApiResult<JobDetail> {
    return this.backend.call(() => this.service.opening(id).map(jobDetailOf));
  }

  async apply(request: JobApplicationRequest, onProgress?: (fraction: number) => void): ApiResult<JobApplication> {
    onProgress?.(0);
    const { resume, ...fields } = request;
    const applied = await this.backend.call(() => this.service.apply({ ...fields, resume: { name: resume.name, bytes: resume.bytes } }), { mutates: true });
    if (applied.isOk()) onProgress?.(1);
    return applied.map(({ applicationId }) => ({ id: applicationId }));
  }
}
