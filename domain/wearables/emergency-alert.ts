/**
 * An emergency alert: a patient's connected wearable detected a fall or a crash, and each of
 * their emergency contacts got an SMS with a link to /verify/crashtest/{token}. The token is the
 * contact's own (unguessable, one per contact and alert), so the page needs no sign-in and the
 * server knows who answered. The contact sees only what helps them act: never the patient's
 * health record (docs/decisions.md "The emergency contact's alert page").
 */

export const ALERT_EVENTS = ['fall', 'crash'] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

/** What a contact can tell the others: on the way, reached them and all is well (or a false alarm), or an ambulance is needed. */
export const ALERT_RESPONSES = ['on-the-way', 'safe', 'ambulance'] as const;
export type AlertResponseKind = (typeof ALERT_RESPONSES)[number];

export interface AlertResponse {
  /** The contact's first name, as the patient saved it. */
  by: string;
  kind: AlertResponseKind;
  at: string;
  /** Sent from this link (this contact). */
  mine: boolean;
}

/** Roughly where the wearable was, when the patient shares their location with their contacts. */
export interface AlertPlace {
  locality: string;
  latitude: number;
  longitude: number;
}

/** An alert nobody has closed yet: everything a contact needs to reach the patient. */
export interface OpenAlert {
  status: 'open';
  event: AlertEvent;
  patientFirstName: string;
  /** The patient's mobile, to call them from the page. */
  patientMobile: string;
  detectedAt: string;
  /** The device that detected it ('Galaxy Watch6'). */
  device: string;
  place: AlertPlace | null;
  responses: AlertResponse[];
}

/** A contact reached the patient and said all is well: the place and number are no longer shared. */
export interface ResolvedAlert {
  status: 'resolved';
  event: AlertEvent;
  patientFirstName: string;
  detectedAt: string;
  resolvedAt: string;
  responses: AlertResponse[];
}

/** An alert's link lives a day; after that it tells nothing about the alert. */
export interface ExpiredAlert {
  status: 'expired';
}

export type EmergencyAlert = OpenAlert | ResolvedAlert | ExpiredAlert;

/** India's emergency numbers: 112 for any emergency, 108 for an ambulance. */
export const EMERGENCY_NUMBERS = { emergency: '112', ambulance: '108' } as const;

const ALERT_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** Whether a link's {id} can be an alert token at all; anything else is answered without asking the server. */
export function isAlertToken(text: string): boolean {
  return ALERT_TOKEN.test(text);
}

/** A map search at the place's coordinates, which opens the phone's map app where there is one. */
export function mapLink(place: AlertPlace): string {
  return `https://www.google.com/maps/search/?api=1&query=${place.latitude.toFixed(5)},${place.longitude.toFixed(5)}`;
}

/** Whether this contact already sent that response (a reload shows it sent, and it is not sent twice). */
export function hasSent(alert: EmergencyAlert, kind: AlertResponseKind): boolean {
  return alert.status !== 'expired' && alert.responses.some((response) => response.mine && response.kind === kind);
}

/** What the other contacts said, latest first. */
export function othersResponses(alert: OpenAlert | ResolvedAlert): AlertResponse[] {
  return alert.responses.filter((response) => !response.mine).sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** Where help stands, from what the contacts said: an ambulance asked for outweighs someone on the way. */
export function helpStatus(alert: OpenAlert): 'waiting' | 'on-the-way' | 'ambulance' {
  if (alert.responses.some((response) => response.kind === 'ambulance')) return 'ambulance';
  return alert.responses.some((response) => response.kind === 'on-the-way') ? 'on-the-way' : 'waiting';
}

/** How an alert ended: the patient said they are fine, or a contact reached them and said so. */
export type AlertResolution = { at: string; by: 'patient' } | { at: string; by: 'contact'; name: string };

/**
 * An alert as the patient sees it on their wearable's page: what was detected, by which device,
 * where it stands and what each contact answered (docs/decisions.md "The patient's own alerts").
 * It stays `resolved` once someone closed it; an alert nobody closed within a day is `expired`.
 */
export interface PatientAlert {
  id: string;
  event: AlertEvent;
  detectedAt: string;
  device: string;
  status: 'open' | 'resolved' | 'expired';
  resolution: AlertResolution | null;
  /** The contacts' answers, as they sent them. */
  responses: Omit<AlertResponse, 'mine'>[];
}

/** The patient's alerts, latest first. */
export function latestFirst(alerts: PatientAlert[]): PatientAlert[] {
  return [...alerts].sort((a, b) => Date.parse(b.detectedAt) - Date.parse(a.detectedAt));
}
