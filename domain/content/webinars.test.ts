import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { Drafts } from '../shared/drafts';
import type { ApiError } from '../shared/errors';
import { ManualClock, MemoryStore, testQueries } from '../shared/test-doubles';
import type { Webinar, WebinarRegistration } from './model';
import { StubCms } from './test-support';
import {
  arrangeWebinars,
  calendarFileName,
  EMPTY_REGISTRATION_FORM,
  escapeIcsText,
  findWebinar,
  idInAddress,
  initials,
  speakerPath,
  startInIndia,
  speakerProfile,
  webinarCalendarFile,
  webinarPath,
  Webinars,
  webinarStatus,
  webinarStructuredData,
} from './webinars';

const NOW = new Date('2026-11-26T10:00:00.000Z');

const DR_MEHTA = { id: 'sp-mehta', name: 'Dr. Anjali Mehta', qualification: 'MD, DM (Endocrinology)', bio: 'Endocrinologist in Pune.' };
const DR_RAO = { id: 'sp-rao', name: 'Dr. Kiran Rao', qualification: 'MD (Psychiatry)', bio: 'Psychiatrist in Hyderabad.' };

function webinar(id: string, startsAt: string, speakers = [DR_MEHTA], durationMinutes = 60): Webinar {
  return { id, title: `Webinar ${id}`, topic: 'Diabetes', description: 'About sugar.', startsAt, durationMinutes, seatsLeft: 100, speakers, recordingUrl: null };
}

const SOON = webinar('soon', '2026-11-28T13:30:00.000Z');
const LATER = webinar('later', '2026-12-10T13:30:00.000Z', [DR_RAO]);
const LIVE = webinar('live', '2026-11-26T09:30:00.000Z');
const LAST_WEEK = webinar('last-week', '2026-11-19T13:30:00.000Z', [DR_MEHTA, DR_RAO]);
const LAST_MONTH = webinar('last-month', '2026-10-20T13:30:00.000Z');

describe('webinarStatus', () => {
  it('is upcoming before the start, live until the end, past from the end', () => {
    expect(webinarStatus(webinar('w', '2026-11-26T10:00:01.000Z'), NOW)).toBe('upcoming');
    expect(webinarStatus(webinar('w', '2026-11-26T10:00:00.000Z'), NOW)).toBe('live');
    expect(webinarStatus(webinar('w', '2026-11-26T09:00:00.000Z', [], 60), NOW)).toBe('past');
  });
});

describe('startInIndia', () => {
  it('gives the day and 12-hour time in IST, whatever the zone of the reader', () => {
    expect(startInIndia(webinar('w', '2026-12-01T13:30:00.000Z'))).toEqual({ day: '2026-12-01', time: '7:00 PM' });
    expect(startInIndia(webinar('w', '2026-12-01T20:00:00.000Z'))).toEqual({ day: '2026-12-02', time: '1:30 AM' });
  });
});

describe('arrangeWebinars', () => {
  it('puts one running now first, then the upcoming soonest first; the past latest first', () => {
    const list = arrangeWebinars([LAST_MONTH, LATER, LAST_WEEK, SOON, LIVE], NOW);
    expect(list.upcoming.map((w) => [w.id, w.status])).toEqual([
      ['live', 'live'],
      ['soon', 'upcoming'],
      ['later', 'upcoming'],
    ]);
    expect(list.past.map((w) => w.id)).toEqual(['last-week', 'last-month']);
  });

  it('finds a webinar by id, and nothing for an unknown one', () => {
    const list = arrangeWebinars([SOON, LAST_WEEK], NOW);
    expect(findWebinar(list, 'last-week')?.status).toBe('past');
    expect(findWebinar(list, 'nope')).toBeNull();
  });
});

describe('speakerProfile', () => {
  it('gives the speaker with the webinars they speak at, upcoming and past', () => {
    const profile = speakerProfile(arrangeWebinars([SOON, LATER, LAST_WEEK, LAST_MONTH], NOW), 'sp-rao');
    expect(profile?.speaker).toEqual(DR_RAO);
    expect(profile?.webinars.upcoming.map((w) => w.id)).toEqual(['later']);
    expect(profile?.webinars.past.map((w) => w.id)).toEqual(['last-week']);
  });

  it('is null for a speaker of no webinar', () => {
    expect(speakerProfile(arrangeWebinars([SOON], NOW), 'sp-rao')).toBeNull();
  });
});

describe('addresses', () => {
  it('carry the id in the query, encoded, and read it back', () => {
    expect(webinarPath('a b')).toBe('/webinar?id=a%20b');
    expect(speakerPath('care', 'sp-rao')).toBe('/care/speakers-profile?id=sp-rao');
    expect(idInAddress('?id=a%20b')).toBe('a b');
    expect(idInAddress('?id=%20')).toBeNull();
    expect(idInAddress('')).toBeNull();
  });
});

describe('webinarStructuredData', () => {
  const organizer = { name: 'CareWell', url: 'https://carewell.in/' };
  const url = 'https://carewell.in/webinar?id=soon';

  it('describes an upcoming webinar as an online Event, in IST with its offset, with its speakers, organizer and free seats', () => {
    expect(webinarStructuredData({ ...SOON, status: 'upcoming' }, url, organizer)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Webinar soon',
      description: 'About sugar.',
      startDate: '2026-11-28T19:00:00+05:30',
      endDate: '2026-11-28T20:00:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url },
      organizer: { '@type': 'Organization', name: 'CareWell', url: 'https://carewell.in/' },
      performer: [{ '@type': 'Person', name: 'Dr. Anjali Mehta' }],
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', url, price: 0, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it('offers no seat for a full webinar, nor for one that has started', () => {
    const availability = (view: Parameters<typeof webinarStructuredData>[0]) => (webinarStructuredData(view, url, organizer).offers as { availability: string }).availability;
    expect(availability({ ...SOON, seatsLeft: 0, status: 'upcoming' })).toBe('https://schema.org/SoldOut');
    expect(availability({ ...LIVE, status: 'live' })).toBe('https://schema.org/SoldOut');
  });

  it('keeps the day in India when the start is after midnight there but not in UTC', () => {
    expect(webinarStructuredData({ ...webinar('late', '2026-11-28T19:00:00.000Z'), status: 'upcoming' }, url, organizer).startDate).toBe('2026-11-29T00:30:00+05:30');
  });
});

describe('initials', () => {
  it.each([
    ['Dr. Anjali Mehta', 'AM'],
    ['Dr Kiran Venkata Rao', 'KR'],
    ['Ms. Neha Kapoor', 'NK'],
    ['Prof. अनीता शर्मा', 'अश'],
    ['Priya', 'P'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('webinarCalendarFile', () => {
  const event = {
    ...webinar('diabetes-diwali', '2026-12-01T13:30:00.000Z', [DR_MEHTA], 90),
    title: 'Diabetes, sweets; and Diwali',
    description: 'Eat well, stay steady.\nBring your questions.',
  };
  const file = webinarCalendarFile(event, { url: 'https://carewell.in/webinar?id=diabetes-diwali', now: NOW, labels: { speakers: 'Speakers:', join: 'Join:' } });
  const lines = file.split('\r\n');

  it('ends every line with CRLF, and no line with a bare LF', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('gives the start and end in UTC: 7 PM IST is 13:30Z, 90 minutes on', () => {
    expect(lines).toContain('DTSTART:20261201T133000Z');
    expect(lines).toContain('DTEND:20261201T150000Z');
    expect(lines).toContain('DTSTAMP:20261126T100000Z');
  });

  it('escapes commas and semicolons in the summary, and line breaks in the description', () => {
    expect(lines).toContain('SUMMARY:Diabetes\\, sweets\\; and Diwali');
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Eat well\\, stay steady.\\nBring your questions.\\n\\nSpeakers:\\nDr. Anjali Mehta\\, MD\\, DM (Endocrinology)');
    expect(unfolded).toContain('UID:webinar-diabetes-diwali@carewell.in');
  });

  it('folds long lines at 75 octets, never inside a character', () => {
    const hindi = webinarCalendarFile({ ...event, title: 'मधुमेह और त्योहार: '.repeat(6) }, { url: 'https://carewell.in/', now: NOW, labels: { speakers: 'वक्ता:', join: 'जुड़ें:' } });
    for (const line of hindi.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(hindi.replace(/\r\n /g, '')).toContain(`SUMMARY:${'मधुमेह और त्योहार: '.repeat(6)}`);
  });

  it('escapes a backslash before anything else', () => {
    expect(escapeIcsText('a\\b,c')).toBe('a\\\\b\\,c');
  });

  it('is named after the webinar', () => {
    expect(calendarFileName(event)).toBe('diabetes-diwali.ics');
  });
});

function webinarsWith(cms: StubCms) {
  const clock = new ManualClock(NOW);
  const session = { token: 'patient-token' as string | null };
  const drafts = new Drafts(new MemoryStore(), () => session.token, clock);
  return { webinars: new Webinars(cms, testQueries(clock), drafts, clock), clock };
}

const FORM = { name: '  Sunita   Sharma ', mobileNumber: '+91 98765 43210', email: 'Sunita.Sharma@Example.com ' };

describe('Webinars.list', () => {
  it('loads GET /user/webinar/data and arranges it by the clock', async () => {
    const { webinars } = webinarsWith(new StubCms({ webinars: () => Ok([LAST_WEEK, SOON]) }));
    const list = (await webinars.list().value()).unwrap();
    expect(list.upcoming.map((w) => w.id)).toEqual(['soon']);
    expect(list.past.map((w) => w.id)).toEqual(['last-week']);
  });
});

describe('Webinars.register', () => {
  it('sends the tidied form for the webinar and forgets the draft', async () => {
    const cms = new StubCms({ registerForWebinar: () => Ok({ id: 'WR-1001' }) });
    const { webinars } = webinarsWith(cms);
    webinars.keepDraft(FORM);

    expect((await webinars.register(SOON, FORM)).unwrap()).toEqual({ id: 'WR-1001' });
    expect(cms.asked).toEqual([{ webinarId: 'soon', name: 'Sunita Sharma', mobileNumber: '9876543210', email: 'sunita.sharma@example.com' }]);
    expect(webinars.draft()).toEqual(EMPTY_REGISTRATION_FORM);
  });

  it('says what is wrong at each field and sends nothing', async () => {
    const cms = new StubCms();
    const { webinars } = webinarsWith(cms);
    const result = await webinars.register(SOON, { name: '', mobileNumber: '12345', email: 'sunita@' });
    expect(result.isErr() && result.error.kind === 'invalid' && Object.keys(result.error.fields).sort()).toEqual(['email', 'mobileNumber', 'name']);
    expect(cms.asked).toEqual([]);
  });

  it('sends nothing for a webinar that has started', async () => {
    const cms = new StubCms();
    const { webinars } = webinarsWith(cms);
    const result = await webinars.register(LIVE, FORM);
    expect(result.isErr() && result.error).toEqual({ kind: 'webinar-over' });
    expect(cms.asked).toEqual([]);
  });

  it('reads the server’s conflict as already registered', async () => {
    const { webinars } = webinarsWith(new StubCms({ registerForWebinar: () => Err({ kind: 'conflict', message: 'Already registered' }) }));
    const result = await webinars.register(SOON, FORM);
    expect(result.isErr() && result.error).toEqual({ kind: 'already-registered' });
  });

  it('keeps the draft when the call fails', async () => {
    const failure: ApiError = { kind: 'server', status: 500, message: '' };
    const { webinars } = webinarsWith(new StubCms({ registerForWebinar: () => Err(failure) }));
    webinars.keepDraft(FORM);
    const result = await webinars.register(SOON, FORM);
    expect(result.isErr() && result.error).toEqual(failure);
    expect(webinars.draft()).toEqual(FORM);
  });

  it('registers once when pressed twice while the first is on its way', async () => {
    let answer: (result: Result<WebinarRegistration, ApiError>) => void = () => undefined;
    const cms = new StubCms({ registerForWebinar: () => new Promise((resolve) => (answer = resolve)) });
    const { webinars } = webinarsWith(cms);
    const first = webinars.register(SOON, FORM);
    const second = await webinars.register(SOON, FORM);
    answer(Ok({ id: 'WR-7' }));
    expect(second.isErr() && second.error).toEqual({ kind: 'in-progress' });
    expect((await first).unwrap()).toEqual({ id: 'WR-7' });
    expect(cms.asked).toHaveLength(1);
  });
});
