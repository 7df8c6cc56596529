import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { SingleFlight, validateForm, type AlreadyInProgress, type InvalidForm } from '../account/forms';
import { DRAFT_NAMES, type Drafts } from '../shared/drafts';
import { EmailSchema } from '../shared/email';
import type { ApiError } from '../shared/errors';
import { MobileNumberSchema } from '../shared/mobile-number-schema';
import { PersonNameSchema } from '../shared/person-name';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { to12Hour } from '../shared/time';
import type { Webinar, WebinarRegistration, WebinarSpeaker } from './model';
import type { CmsApi } from './ports';

/** A registration form typed and not yet sent is kept for a day, as the FAQ's question is. */
export const REGISTRATION_DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Before it starts one registers; while it runs it is live; after it ends its recording is what is left. */
export type WebinarStatus = 'upcoming' | 'live' | 'past';

export interface WebinarView extends Webinar {
  status: WebinarStatus;
}

/** /Webinars: the ones still to come (and any running now) soonest first, then the past ones, latest first. */
export interface WebinarList {
  upcoming: WebinarView[];
  past: WebinarView[];
}

/** A speaker with every webinar they speak at, arranged as the list arranges them. */
export interface SpeakerProfile {
  speaker: WebinarSpeaker;
  webinars: WebinarList;
}

export function webinarPath(id: string): string {
  return `/webinar?id=${encodeURIComponent(id)}`;
}

/** The speaker's page: in the /{product} group, under the product the app links to. */
export function speakerPath(product: string, id: string): string {
  return `/${product}/speakers-profile?id=${encodeURIComponent(id)}`;
}

/** The webinar or speaker an address names (?id=), or null when it names none. */
export function idInAddress(search: string): string | null {
  const id = new URLSearchParams(search).get('id')?.trim() ?? '';
  return id === '' ? null : id;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The day ('YYYY-MM-DD') and 12-hour time ('7:00 PM') a webinar starts in India, where it is held, wherever the reader is. */
export function startInIndia(webinar: Webinar): { day: string; time: string } {
  const wallClock = new Date(Date.parse(webinar.startsAt) + IST_OFFSET_MS).toISOString();
  return { day: wallClock.slice(0, 10), time: to12Hour(wallClock.slice(11, 16)) };
}

export function endsAt(webinar: Webinar): Date {
  return new Date(Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000);
}

export function webinarStatus(webinar: Webinar, now: Date): WebinarStatus {
  if (Date.parse(webinar.startsAt) > now.getTime()) return 'upcoming';
  return endsAt(webinar).getTime() > now.getTime() ? 'live' : 'past';
}

export function arrangeWebinars(webinars: readonly Webinar[], now: Date): WebinarList {
  const views = webinars.map((webinar) => ({ ...webinar, status: webinarStatus(webinar, now) }));
  const byStart = (a: WebinarView, b: WebinarView) => Date.parse(a.startsAt) - Date.parse(b.startsAt);
  const live = views.filter((w) => w.status === 'live').sort(byStart);
  const upcoming = views.filter((w) => w.status === 'upcoming').sort(byStart);
  return { upcoming: [...live, ...upcoming], past: views.filter((w) => w.status === 'past').sort((a, b) => byStart(b, a)) };
}

export function findWebinar(list: WebinarList, id: string): WebinarView | null {
  return [...list.upcoming, ...list.past].find((webinar) => webinar.id === id) ?? null;
}

export function speakerProfile(list: WebinarList, id: string): SpeakerProfile | null {
  const hasSpeaker = (webinar: WebinarView) => webinar.speakers.some((speaker) => speaker.id === id);
  const speaker = [...list.upcoming, ...list.past].flatMap((webinar) => webinar.speakers).find((s) => s.id === id);
  return speaker === undefined ? null : { speaker, webinars: { upcoming: list.upcoming.filter(hasSpeaker), past: list.past.filter(hasSpeaker) } };
}

/** An instant as India's wall clock with its offset: '2026-11-28T19:00:00+05:30'. */
function inIndia(instant: Date): string {
  return `${new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/**
 * The webinar as a schema.org Event (JSON-LD) for search engines: held online (a VirtualLocation
 * at its page, where one registers and, once it is over, finds the recording), its start and end
 * in IST as it is announced, its speakers, and free registration while seats are left.
 */
export function webinarStructuredData(webinar: WebinarView, url: string, organizer: { name: string; url: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: webinar.title,
    description: webinar.description,
    startDate: inIndia(new Date(webinar.startsAt)),
    endDate: inIndia(endsAt(webinar)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: organizer.name, url: organizer.url },
    performer: webinar.speakers.map((speaker) => ({ '@type': 'Person', name: speaker.name })),
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'INR',
      availability: webinar.status === 'upcoming' && webinar.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}

/** 'Dr. Anjali Mehta' → 'AM': the speaker's picture, as the server sends none. Titles do not count. */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word !== '' && !/^(dr|mr|mrs|ms|prof)\.?$/i.test(word))
    .filter((word) => /\p{L}/u.test(word));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => [...(word ?? '')][0]?.toLocaleUpperCase('en-IN') ?? '').join('');
}

// --- The calendar file (RFC 5545) ---

/** Text of a property value: backslashes, semicolons, commas and line breaks escaped. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/** A content line folded at 75 octets, never inside a character: the next part starts with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // A continuation line's leading space counts towards its 75.
    if (octets + size > 75) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n');
}

/** '2026-12-01T13:30:00.000Z' → '20261201T133000Z' */
function icsTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface CalendarEventOptions {
  /** The webinar's page, where the patient joins from. */
  url: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The description's headings, in the patient's language: the UI has the words. */
  labels: { speakers: string; join: string };
}

/**
 * The webinar as an iCalendar file, for "Add to calendar": times in UTC so every calendar shows
 * them in its owner's zone, a reminder half an hour before, lines ending CRLF as the format asks.
 */
export function webinarCalendarFile(webinar: Webinar, { url, now, labels }: CalendarEventOptions): string {
  const speakers = webinar.speakers.map((speaker) => `${speaker.name}, ${speaker.qualification}`);
  const description = [webinar.description, speakers.length === 0 ? '' : [labels.speakers, ...speakers].join('\n'), `${labels.join} ${url}`]
    .filter((part) => part !== '')
    .join('\n\n');
  const properties: [string, string][] = [
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', '-//CareWell//Webinars//EN'],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['BEGIN', 'VEVENT'],
    ['UID', `webinar-${webinar.id}@carewell.in`],
    ['DTSTAMP', icsTime(now)],
    ['DTSTART', icsTime(new Date(webinar.startsAt))],
    ['DTEND', icsTime(endsAt(webinar))],
    ['SUMMARY', escapeIcsText(webinar.title)],
    ['DESCRIPTION', escapeIcsText(description)],
    ['URL', url],
    ['BEGIN', 'VALARM'],
    ['ACTION', 'DISPLAY'],
    ['TRIGGER', '-PT30M'],
    ['DESCRIPTION', escapeIcsText(webinar.title)],
    ['END', 'VALARM'],
    ['END', 'VEVENT'],
    ['END', 'VCALENDAR'],
  ];
  return properties.map(([name, value]) => fold(`${name}:${value}`)).join('\r\n') + '\r\n';
}

/** The file's name: the webinar's id, which is already safe in a file name. */
export function calendarFileName(webinar: Webinar): string {
  return `${webinar.id.replace(/[^\w-]/g, '-')}.ics`;
}

// --- Registering ---

export interface RegistrationForm {
  name: string;
  mobileNumber: string;
  email: string;
}

export type RegistrationField = keyof RegistrationForm;

export const EMPTY_REGISTRATION_FORM: RegistrationForm = { name: '', mobileNumber: '', email: '' };

const RegistrationSchema = v.object({
  name: PersonNameSchema,
  mobileNumber: MobileNumberSchema,
  email: EmailSchema,
});

/** The webinar has begun or ended: nothing was sent. */
export interface WebinarOver {
  kind: 'webinar-over';
}

/** This number registered before: the patient needs do nothing more. */
export interface AlreadyRegistered {
  kind: 'already-registered';
}

export type RegisterError = InvalidForm<RegistrationField> | AlreadyInProgress | WebinarOver | AlreadyRegistered | ApiError;

function isRegistrationForm(value: unknown): value is RegistrationForm {
  if (typeof value !== 'object' || value === null) return false;
  const { name, mobileNumber, email } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof mobileNumber === 'string' && typeof email === 'string';
}

/** /Webinars, /webinar and the speakers' pages: every webinar (GET /user/webinar/data) and registering for one (POST /user/webinar). */
export class Webinars {
  private readonly registering = new SingleFlight();

  constructor(
    private readonly cms: CmsApi,
    private readonly queries: QueryCache,
    private readonly drafts: Drafts,
    private readonly clock: Clock,
  ) {}

  /** Every webinar, upcoming first, as the clock has them when they arrive; kept for revisits. */
  list(): Query<WebinarList> {
    return this.queries.query(['content', 'webinars'], async () => (await this.cms.webinars()).map((webinars) => arrangeWebinars(webinars, this.clock.now())));
  }

  validate(form: RegistrationForm): Result<RegistrationForm, InvalidForm<RegistrationField>> {
    return validateForm(RegistrationSchema, { ...form });
  }

  /** What was typed and not sent, in this session (a visitor keeps none); else an empty form. */
  draft(): RegistrationForm {
    const kept = this.drafts.read(DRAFT_NAMES.webinarRegistration);
    return isRegistrationForm(kept) ? { name: kept.name, mobileNumber: kept.mobileNumber, email: kept.email } : { ...EMPTY_REGISTRATION_FORM };
  }

  keepDraft(form: RegistrationForm): void {
    if (Object.values(form).every((value) => value.trim() === '')) this.drafts.remove(DRAFT_NAMES.webinarRegistration);
    else this.drafts.save(DRAFT_NAMES.webinarRegistration, form, REGISTRATION_DRAFT_LIFETIME_MS);
  }

  /** Registers once, however often it is pressed, and only before the webinar starts. */
  async register(webinar: Webinar, form: RegistrationForm): Promise<Result<WebinarRegistration, RegisterError>> {
    const checked = this.validate(form);
    if (checked.isErr()) return checked;
    if (webinarStatus(webinar, this.clock.now()) !== 'upcoming') return Err({ kind: 'webinar-over' });
    return this.registering.run(async () => {
      const registered = await this.cms.registerForWebinar({ webinarId: webinar.id, ...checked.value });
      if (registered.isErr()) return Err(registered.error.kind === 'conflict' ? { kind: 'already-registered' as const } : registered.error);
      this.drafts.remove(DRAFT_NAMES.webinarRegistration);
      // One seat fewer: the list says so the next time it is shown.
      this.queries.invalidate(['content', 'webinars']);
      return Ok(registered.value);
    });
  }
}
