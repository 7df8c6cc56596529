import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { Drafts } from '../shared/drafts';
import { ManualClock, MemoryStore, testQueries } from '../shared/test-doubles';
import { Careers, EMPTY_APPLICATION_FORM, viewOpenings, type ApplicationForm } from './careers';
import type { JobOpening } from './model';
import type { CareersApi } from './ports';

const opening = (id: string, team: string, city: string, postedOn: string): JobOpening => ({
  id,
  title: id,
  team,
  city,
  experience: { min: 1, max: 3 },
  employmentType: 'FULL_TIME',
  postedOn,
  summary: '',
});

const OPENINGS = [
  opening('a', 'Engineering', 'Bengaluru', '2026-11-10'),
  opening('b', 'Pharmacy', 'Mumbai', '2026-11-20'),
  opening('c', 'Engineering', 'Gurugram', '2026-11-15'),
];

const PDF: ApplicationForm['resume'] = { name: 'cv.pdf', contentType: 'application/pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]) };

const FILLED: ApplicationForm = {
  ...EMPTY_APPLICATION_FORM,
  name: 'Rohit Verma',
  email: 'rohit@example.com',
  mobileNumber: '9812345678',
  currentCity: 'Lucknow',
  experienceYears: '3',
  noticePeriod: '60',
  resume: PDF,
};

function careers(api: Partial<CareersApi> = {}) {
  const clock = new ManualClock(new Date('2026-11-26T05:00:00Z'));
  const asked: unknown[] = [];
  const port: CareersApi = {
    openings: () => Promise.resolve(Ok(OPENINGS)),
    opening: () => Promise.resolve(Ok({ ...OPENINGS[0]!, description: '', responsibilities: [], requirements: [] })),
    apply: (request) => {
      asked.push(request);
      return Promise.resolve(Ok({ id: 'JA-7' }));
    },
    ...api,
  };
  const drafts = new Drafts(new MemoryStore(), () => null, clock);
  return { careers: new Careers(port, testQueries(clock), drafts), asked };
}

describe('the open positions', () => {
  it('are newest first, narrowed by team and city, with every team and city of all of them for the filters', () => {
    const all = viewOpenings(OPENINGS, { team: null, city: null });
    expect(all.openings.map((o) => o.id)).toEqual(['b', 'c', 'a']);
    expect(all.teams).toEqual(['Engineering', 'Pharmacy']);
    expect(all.cities).toEqual(['Bengaluru', 'Gurugram', 'Mumbai']);
    const engineering = viewOpenings(OPENINGS, { team: 'Engineering', city: 'Gurugram' });
    expect(engineering.openings.map((o) => o.id)).toEqual(['c']);
    expect(engineering.cities).toEqual(all.cities);
  });
});

describe('Careers.takeOverOpenings', () => {
  it('shows the build copy of the positions at once and asks again behind it, so one closed since the build goes', async () => {
    const { careers: use } = careers({ openings: () => Promise.resolve(Ok(OPENINGS.slice(1))) });
    use.takeOverOpenings(OPENINGS);
    const query = use.openings();
    expect(query.state).toMatchObject({ kind: 'ready', value: OPENINGS });
    const seen: string[] = [];
    const stop = query.subscribe(() => seen.push(query.state.kind));
    await vi.waitFor(() => expect(query.state).toMatchObject({ kind: 'ready', value: OPENINGS.slice(1), refreshing: false }));
    stop();
    expect(seen).not.toContain('loading');
  });
});

describe('applying for a position', () => {
  it('puts each wrong field at its field and sends nothing', async () => {
    const { careers: use, asked } = careers();
    const result = await use.apply('a', { ...FILLED, experienceYears: 'five', noticePeriod: '', linkedInUrl: 'https://example.com/me', resume: null });
    expect(result.isErr() && result.error.kind === 'invalid' ? Object.keys(result.error.fields).sort() : []).toEqual([
      'experienceYears',
      'linkedInUrl',
      'noticePeriod',
      'resume',
    ]);
    expect(asked).toEqual([]);
  });

  it('sends the numbers as numbers and an empty LinkedIn as none, once however often it is pressed', async () => {
    const { careers: use, asked } = careers();
    const [first, second] = await Promise.all([use.apply('a', FILLED), use.apply('a', FILLED)]);
    expect(first?.unwrap()).toEqual({ id: 'JA-7' });
    expect(second?.isErr() && second.error.kind).toBe('in-progress');
    expect(asked).toEqual([expect.objectContaining({ jobId: 'a', experienceYears: 3, noticePeriodDays: 60, linkedInUrl: null, mobileNumber: '9812345678' })]);
  });

  it('reads a second application of the same number as already applied', async () => {
    const { careers: use } = careers({ apply: () => Promise.resolve(Err({ kind: 'conflict', message: 'This mobile number has already applied for this position.' })) });
    const result = await use.apply('a', FILLED);
    expect(result.isErr() && result.error.kind).toBe('already-applied');
  });

  it('keeps what a visitor typed, never the file, and forgets it once sent', async () => {
    const { careers: use } = careers();
    expect(use.draft()).toEqual({ form: EMPTY_APPLICATION_FORM, restored: false });
    use.keepDraft(FILLED);
    expect(use.draft()).toEqual({ form: { ...FILLED, resume: null }, restored: true });
    await use.apply('a', FILLED);
    expect(use.draft().restored).toBe(false);
  });

  it('takes a resume that is a PDF, DOC or DOCX by its first bytes and at most 5 MB', () => {
    const { careers: use } = careers();
    expect(use.checkResume([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 40_000).unwrap()).toBe('application/msword');
    expect(use.checkResume([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0], 40_000).unwrap()).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(use.checkResume([0xff, 0xd8, 0xff, 0xe0], 40_000).isErr()).toBe(true);
    expect(use.checkResume([0x25, 0x50, 0x44, 0x46, 0x2d], 5 * 1024 * 1024 + 1).isErr()).toBe(true);
  });
});
