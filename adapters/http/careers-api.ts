import * as v from 'valibot';
import { EMPLOYMENT_TYPES, type JobApplication, type JobApplicationRequest, type JobDetail, type JobOpening } from '../../domain/content/model';
import type { CareersApi } from '../../domain/content/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';
import { Count, fileBody } from './commerce-wire';

const Text = v.pipe(v.string(), v.minLength(1));

/** A position as GET /cms/careers sends it (docs/api.md "Careers"). */
const OpeningWire = v.object({
  id: Text,
  title: Text,
  team: Text,
  city: Text,
  experience: v.object({ min: Count, max: Count }),
  employmentType: v.picklist(EMPLOYMENT_TYPES),
  postedAt: v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}/),
    v.transform((text) => text.slice(0, 10)),
  ),
  summary: v.string(),
});

function openingOf(wire: v.InferOutput<typeof OpeningWire>): JobOpening {
  const { id, title, team, city, experience, employmentType, postedAt, summary } = wire;
  return { id, title, team, city, experience, employmentType, postedOn: postedAt, summary };
}

const OpeningsSchema = v.array(v.pipe(OpeningWire, v.transform(openingOf)));

const DetailSchema = v.pipe(
  v.object({ ...OpeningWire.entries, description: v.string(), responsibilities: v.array(v.string()), requirements: v.array(v.string()) }),
  v.transform(
    (wire): JobDetail => ({ ...openingOf(wire), description: wire.description, responsibilities: wire.responsibilities, requirements: wire.requirements }),
  ),
);

const ApplicationSchema = v.pipe(
  v.object({ applicationId: Text }),
  v.transform(({ applicationId }): JobApplication => ({ id: applicationId })),
);

/** The careers calls over HTTP; an application carries its resume as base64 and reports the share sent. */
export class HttpCareersApi implements CareersApi {
  constructor(private readonly http: HttpClient) {}

  openings(): ApiResult<JobOpening[]> {
    return this.http.get('/cms/careers', { data: OpeningsSchema });
  }

  opening(id: string): ApiResult<JobDetail> {
    return this.http.get(`/cms/careers/${encodeURIComponent(id)}`, { data: DetailSchema });
  }

  async apply(request: JobApplicationRequest, onProgress?: (fraction: number) => void): ApiResult<JobApplication> {
    const { jobId, resume, ...fields } = request;
    const body = { ...fields, ...fileBody(resume) };
    // The last bytes sent are not yet an application: 1 waits for the server's answer.
    const applied = await this.http.postWithProgress(`/cms/careers/${encodeURIComponent(jobId)}/apply`, { body, data: ApplicationSchema }, (fraction) =>
      onProgress?.(Math.min(fraction, 0.99)),
    );
    if (applied.isOk()) onProgress?.(1);
    return applied;
  }
}
