import type { FakeBackend } from '../backend';
import { FakeCareersService, type FakeJob } from '../cms-careers';
import type { Route } from './app';
import { BASE64, rejected, str } from './request-fields';

/** A position as GET /cms/careers sends it (docs/api.md "Careers"). */
function openingWire(job: FakeJob) {
  const { id, title, team, city, experience, employmentType, postedAt, summary } = job;
  return { id, title, team, city, experience: { min: experience.min, max: experience.max }, employmentType, postedAt, summary };
}

function whole(value: unknown): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/** The careers calls of docs/api.md over the fake careers service. Registered by createFakeApi (fakes/server/app.ts). */
export function careersRoutes(backend: FakeBackend): Route[] {
  const careers = new FakeCareersService(backend);
  return [
    { method: 'GET', path: /^\/cms\/careers$/, mutates: false, handle: () => careers.openings().map((jobs) => jobs.map(openingWire)) },
    {
      method: 'GET',
      path: /^\/cms\/careers\/([^/]+)$/,
      mutates: false,
      handle: (c) =>
        careers.opening(c.params[0] ?? '').map((job) => ({
          ...openingWire(job),
          description: job.description,
          responsibilities: job.responsibilities,
          requirements: job.requirements,
        })),
    },
    {
      method: 'POST',
      path: /^\/cms\/careers\/([^/]+)\/apply$/,
      mutates: true,
      handle: (c) => {
        const data = str(c.body.data).replace(/\s+/g, '');
        if (!BASE64.test(data)) return rejected('data must be the resume as base64');
        return careers.apply({
          jobId: c.params[0] ?? '',
          name: str(c.body.name),
          email: str(c.body.email),
          mobileNumber: str(c.body.mobileNumber),
          currentCity: str(c.body.currentCity),
          experienceYears: whole(c.body.experienceYears),
          noticePeriodDays: whole(c.body.noticePeriodDays),
          linkedInUrl: typeof c.body.linkedInUrl === 'string' && c.body.linkedInUrl !== '' ? c.body.linkedInUrl : null,
          coverNote: str(c.body.coverNote),
          resume: { name: str(c.body.fileName), bytes: new Uint8Array(Buffer.from(data, 'base64')) },
        });
      },
    },
  ];
}
