import { describe, expect, it } from 'vitest';
import type { AlertResponseKind } from '../../domain/wearables/emergency-alert';
import { DEMO_ALERT_TOKENS } from '../../fakes/wearables/alerts';
import { DEMO_ACCOUNTS } from '../../fakes/seed';
import { ALERTS_START, type EmergencyAlertsSubject } from './emergency-alerts-subjects';
import { err, freshSubjectEachCase, ok } from './results';

const MINUTE_MS = 60 * 1000;
const at = (minutesAgo: number) => new Date(ALERTS_START - minutesAgo * MINUTE_MS).toISOString();

/**
 * The cases every `EmergencyAlertsApi` must pass: the in-memory fake and the HTTP adapter over
 * the local fake server alike. No case signs in: the contact's token is the only key.
 */
export function emergencyAlertsApiContract(name: string, makeSubject: () => Promise<EmergencyAlertsSubject>): void {
  describe(name, () => {
    let subject: EmergencyAlertsSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    it("opens a contact's link without a session: the patient's first name and mobile, when, where, the device and the others' responses", async () => {
      expect(ok(await subject.alerts.alert(DEMO_ALERT_TOKENS.fall))).toEqual({
        status: 'open',
        event: 'fall',
        patientFirstName: DEMO_ACCOUNTS.subscriber.firstName,
        patientMobile: DEMO_ACCOUNTS.subscriber.mobileNumber,
        detectedAt: at(4),
        device: 'Galaxy Watch6',
        place: { locality: 'Indiranagar, Bengaluru', latitude: 12.97196, longitude: 77.64115 },
        responses: [{ by: 'Meena', kind: 'on-the-way', at: at(2), mine: false }],
      });
    });

    it("answers an unknown token as not found, and one contact's link never shows another alert", async () => {
      expect(err(await subject.alerts.alert('no-such-alert-token-at-all')).kind).toBe('not-found');
      expect(err(await subject.alerts.respond('no-such-alert-token-at-all', 'on-the-way')).kind).toBe('not-found');
      const crash = ok(await subject.alerts.alert(DEMO_ALERT_TOKENS.crash));
      expect(crash).toMatchObject({ status: 'open', event: 'crash', place: null, device: 'Pixel Watch 2', responses: [] });
    });

    it('records a response once however often it is sent, and the other contacts see it as not theirs', async () => {
      ok(await subject.alerts.alert(DEMO_ALERT_TOKENS.fall));
      subject.advanceClock(MINUTE_MS);
      const first = ok(await subject.alerts.respond(DEMO_ALERT_TOKENS.fall, 'on-the-way'));
      const again = ok(await subject.alerts.respond(DEMO_ALERT_TOKENS.fall, 'on-the-way'));
      expect(again).toEqual(first);
      expect(first.status === 'open' && first.responses).toEqual([
        { by: 'Meena', kind: 'on-the-way', at: at(2), mine: false },
        { by: 'Rohan', kind: 'on-the-way', at: at(-1), mine: true },
      ]);
      const meena = ok(await subject.alerts.alert(DEMO_ALERT_TOKENS.fallMeena));
      expect(meena.status === 'open' && meena.responses.map((response) => [response.by, response.mine])).toEqual([
        ['Meena', true],
        ['Rohan', false],
      ]);
    });

    it('closes the alert when a contact says the patient is safe: the place and number are no longer shared, and nothing more is recorded', async () => {
      const resolved = ok(await subject.alerts.respond(DEMO_ALERT_TOKENS.crash, 'safe'));
      expect(resolved).toEqual({ status: 'resolved', event: 'crash', patientFirstName: 'Priya', detectedAt: at(12), resolvedAt: at(0), responses: [{ by: 'Rohan', kind: 'safe', at: at(0), mine: true }] });
      expect(ok(await subject.alerts.respond(DEMO_ALERT_TOKENS.crash, 'ambulance'))).toEqual(resolved);
      expect(ok(await subject.alerts.alert(DEMO_ALERT_TOKENS.resolved))).toMatchObject({ status: 'resolved', resolvedAt: at(160), responses: [{ by: 'Meena', kind: 'safe', mine: false }] });
    });

    it('tells nothing about an alert a day after it was detected, and records nothing on it', async () => {
      expect(ok(await subject.alerts.alert(DEMO_ALERT_TOKENS.expired))).toEqual({ status: 'expired' });
      expect(ok(await subject.alerts.respond(DEMO_ALERT_TOKENS.expired, 'ambulance'))).toEqual({ status: 'expired' });
      ok(await subject.alerts.alert(DEMO_ALERT_TOKENS.fall));
      subject.advanceClock(24 * 60 * MINUTE_MS);
      expect(ok(await subject.alerts.alert(DEMO_ALERT_TOKENS.fall))).toEqual({ status: 'expired' });
    });

    it('refuses a response it does not know', async () => {
      expect(err(await subject.alerts.respond(DEMO_ALERT_TOKENS.fall, 'maybe' as AlertResponseKind)).kind).toBe('rejected');
    });
  });
}
