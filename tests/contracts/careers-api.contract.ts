import { describe, expect, it } from 'vitest';
import type { JobApplicationRequest } from '../../domain/content/model';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { CareersSubject } from './careers-subjects';
import { err, freshSubjectEachCase, ok } from './results';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25]);

function application(jobId: string, changes: Partial<JobApplicationRequest> = {}): JobApplicationRequest {
  return {
    jobId,
    name: 'Priya Raghavan',
    email: 'priya.raghavan@example.com',
    mobileNumber: '9876543210',
    currentCity: 'Chennai',
    experienceYears: 5,
    noticePeriodDays: 30,
    linkedInUrl: 'https://www.linkedin.com/in/priya-raghavan',
    coverNote: 'I have built patient apps for five years.',
    resume: { name: 'priya-resume.pdf', contentType: 'application/pdf', bytes: PDF },
    ...changes,
  };
}

/**
 * The cases every `CareersApi` must pass: the in-memory fake and the HTTP adapter over the local
 * fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function careersApiContract(name: string, makeSubject: () => Promise<CareersSubject>): void {
  describe(name, () => {
    let subject: CareersSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    const api = () => subject.careers;

    it('lists the open positions with their team, city, experience and type, signed out', async () => {
      const openings = ok(await api().openings());
      expect(openings.length).toBeGreaterThan(4);
      expect(openings.map((o) => o.city)).toEqual(expect.arrayContaining(['Bengaluru', 'Gurugram', 'Mumbai']));
      for (const opening of openings) {
        expect(opening.team).not.toBe('');
        expect(opening.postedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(opening.experience.min).toBeLessThanOrEqual(opening.experience.max);
        expect(['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP']).toContain(opening.employmentType);
      }
    });

    it('gives one position with its description, responsibilities and requirements; an unknown one is Data Not Found', async () => {
      const [first] = ok(await api().openings());
      const detail = ok(await api().opening(first?.id ?? ''));
      expect(detail).toMatchObject(first ?? {});
      expect(detail.description).not.toBe('');
      expect(detail.responsibilities.length).toBeGreaterThan(0);
      expect(detail.requirements.length).toBeGreaterThan(0);
      expect(err(await api().opening('no-such-job'))).toEqual({ kind: 'not-found', message: DATA_NOT_FOUND });
    });

    it('takes an application with a resume and gives a reference; the same number again for the same position is a conflict', async () => {
      const [first] = ok(await api().openings());
      const progress: number[] = [];
      const applied = ok(await api().apply(application(first?.id ?? ''), (fraction) => progress.push(fraction)));
      expect(applied.id).toMatch(/\S/);
      expect(progress.at(-1)).toBe(1);
      expect(err(await api().apply(application(first?.id ?? '')))).toMatchObject({ kind: 'conflict' });
    });

    it('refuses a resume that is not a document by its content, a resume over 5 MB, and an unknown position', async () => {
      const [first] = ok(await api().openings());
      const id = first?.id ?? '';
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
      expect(err(await api().apply(application(id, { resume: { name: 'resume.pdf', contentType: 'application/pdf', bytes: png } })))).toMatchObject({
        kind: 'rejected',
      });
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(PDF);
      expect(err(await api().apply(application(id, { resume: { name: 'resume.pdf', contentType: 'application/pdf', bytes: big } })))).toMatchObject({
        kind: 'too-large',
      });
      expect(err(await api().apply(application('no-such-job')))).toEqual({ kind: 'not-found', message: DATA_NOT_FOUND });
    });

    it('refuses a bad mobile number and a LinkedIn address that is not a profile', async () => {
      const [first] = ok(await api().openings());
      const id = first?.id ?? '';
      expect(err(await api().apply(application(id, { mobileNumber: '12345' })))).toMatchObject({ kind: 'rejected' });
      expect(err(await api().apply(application(id, { linkedInUrl: 'https://example.com/me' })))).toMatchObject({ kind: 'rejected' });
    });
  });
}
