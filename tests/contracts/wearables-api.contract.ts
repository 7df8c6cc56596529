import { describe, expect, it } from 'vitest';
import { WEARABLE_METRICS } from '../../domain/wearables/model';
import { DEMO_ACCOUNTS } from '../../fakes/seed';
import { DEMO_ALERT_TOKENS } from '../../fakes/wearables/alerts';
import { err, freshSubjectEachCase, ok } from './results';
import { WEARABLES_START, type WearablesSubject } from './wearables-subjects';

const PRIYA = DEMO_ACCOUNTS.subscriber.mobileNumber;
const RAHUL = DEMO_ACCOUNTS.patient.mobileNumber;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The last 30 Indian days, today included. */
const MONTH = { from: new Date(Date.parse('2026-10-28T00:00:00+05:30')).toISOString(), to: new Date(Date.parse('2026-11-27T00:00:00+05:30')).toISOString() };
const TODAY = { from: new Date(Date.parse('2026-11-26T00:00:00+05:30')).toISOString(), to: MONTH.to };

/**
 * The cases every `WearablesApi` must pass: the in-memory fake and the HTTP adapter over the
 * local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function wearablesApiContract(name: string, makeSubject: () => Promise<WearablesSubject>): void {
  describe(name, () => {
    let subject: WearablesSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    it('offers the apps to link, none linked for a new patient, and has no readings for them', async () => {
      await subject.signIn(RAHUL);
      const apps = ok(await subject.wearables.apps());
      expect(apps.map((app) => app.name)).toEqual(['Google Fit', 'Fitbit', 'Apple Health']);
      expect(apps.every((app) => !app.connected && app.lastSyncedAt === null)).toBe(true);
      for (const metric of WEARABLE_METRICS) {
        const read = ok(await subject.wearables.readings(metric, MONTH.from, MONTH.to));
        expect('readings' in read ? read.readings : 'nights' in read ? read.nights : null).toEqual([]);
      }
    });

    it("links an app with a fresh token, and then gives the month's readings of every metric up to now, the same when asked again", async () => {
      await subject.signIn(RAHUL);
      const { token, expiresAt } = ok(await subject.wearables.token());
      expect(Date.parse(expiresAt)).toBeGreaterThan(WEARABLES_START);
      const fitbit = ok(await subject.wearables.connect('fitbit', token));
      expect(fitbit).toMatchObject({ id: 'fitbit', name: 'Fitbit', connected: true });
      expect(ok(await subject.wearables.apps()).filter((app) => app.connected).map((app) => app.id)).toEqual(['fitbit']);

      const glucose = ok(await subject.wearables.readings('glucose', MONTH.from, MONTH.to));
      expect(glucose).toMatchObject({ targetLow: 70, targetHigh: 180 });
      expect(glucose.readings.length).toBeGreaterThan(28 * 96);
      const instants = glucose.readings.map((reading) => Date.parse(reading.at));
      expect(Math.min(...instants)).toBeGreaterThanOrEqual(Date.parse(MONTH.from));
      expect(Math.max(...instants)).toBeLessThanOrEqual(WEARABLES_START);
      expect(ok(await subject.wearables.readings('glucose', MONTH.from, MONTH.to))).toEqual(glucose);

      const sleep = ok(await subject.wearables.readings('sleep', MONTH.from, MONTH.to));
      expect(sleep.goalMinutes).toBe(420);
      expect(sleep.nights).toHaveLength(30);
      expect(sleep.nights.at(-1)?.date).toBe('2026-11-26');
      const steps = ok(await subject.wearables.readings('activity', TODAY.from, TODAY.to));
      expect(steps.goalSteps).toBe(8000);
      expect(steps.readings.every((reading) => Date.parse(reading.at) <= WEARABLES_START)).toBe(true);
      expect(ok(await subject.wearables.readings('heart', TODAY.from, TODAY.to)).readings.length).toBeGreaterThan(0);
    });

    it('takes a token once, refuses one that has expired, and does not know an app it does not offer', async () => {
      await subject.signIn(RAHUL);
      const first = ok(await subject.wearables.token());
      ok(await subject.wearables.connect('google-fit', first.token));
      expect(err(await subject.wearables.connect('fitbit', first.token))).toMatchObject({ kind: 'rejected', message: 'This connection request has expired. Please try connecting again.' });

      const late = ok(await subject.wearables.token());
      subject.advanceClock(11 * 60 * 1000);
      expect(err(await subject.wearables.connect('fitbit', late.token))).toMatchObject({ kind: 'rejected' });
      expect(err(await subject.wearables.connect('no-such-app', ok(await subject.wearables.token()).token))).toMatchObject({ kind: 'not-found' });
    });

    it('keeps what came before an app was unlinked and takes nothing after', async () => {
      await subject.signIn(PRIYA);
      expect(ok(await subject.wearables.apps()).find((app) => app.id === 'google-fit')?.connected).toBe(true);
      expect(ok(await subject.wearables.disconnect('google-fit'))).toMatchObject({ id: 'google-fit', connected: false, lastSyncedAt: null });
      subject.advanceClock(3 * HOUR_MS);

      const heart = ok(await subject.wearables.readings('heart', TODAY.from, TODAY.to));
      expect(heart.readings.length).toBeGreaterThan(0);
      expect(Math.max(...heart.readings.map((reading) => Date.parse(reading.at)))).toBeLessThanOrEqual(WEARABLES_START);
    });

    it('refuses a time that ends before it starts or is longer than 92 days, and a metric it does not measure', async () => {
      await subject.signIn(PRIYA);
      expect(err(await subject.wearables.readings('heart', TODAY.to, TODAY.from))).toMatchObject({ kind: 'rejected' });
      const long = new Date(Date.parse(TODAY.to) - 93 * DAY_MS).toISOString();
      expect(err(await subject.wearables.readings('steps' as 'activity', TODAY.from, TODAY.to))).toMatchObject({ kind: 'not-found' });
      expect(err(await subject.wearables.readings('sleep', long, TODAY.to))).toMatchObject({ kind: 'rejected' });
    });

    it("lists the patient's own alerts latest first: what, when, by which device, where each stands and who answered, nothing of a contact's link", async () => {
      await subject.signIn(PRIYA);
      const alerts = ok(await subject.wearables.alerts());
      const minutesAgo = (minutes: number) => new Date(WEARABLES_START - minutes * 60 * 1000).toISOString();
      expect(alerts.map((alert) => [alert.event, alert.status, alert.device])).toEqual([
        ['fall', 'open', 'Galaxy Watch6'],
        ['crash', 'open', 'Pixel Watch 2'],
        ['fall', 'resolved', 'Galaxy Watch6'],
        ['fall', 'expired', 'Galaxy Watch6'],
      ]);
      expect(alerts[0]).toMatchObject({ detectedAt: minutesAgo(4), resolution: null, responses: [{ by: 'Meena', kind: 'on-the-way', at: minutesAgo(2) }] });
      expect(alerts[2]).toMatchObject({ resolution: { by: 'contact', name: 'Meena', at: minutesAgo(160) } });
      expect(JSON.stringify(alerts)).not.toContain('demo-');
      await subject.signIn(RAHUL);
      expect(ok(await subject.wearables.alerts())).toEqual([]);
    });

    it("closes an open alert when the patient says they are fine, for their contacts too, once; an expired one stays as it is, another's is not found", async () => {
      await subject.signIn(PRIYA);
      const [, crash, , expired] = ok(await subject.wearables.alerts());
      subject.advanceClock(60 * 1000);
      const fine = ok(await subject.wearables.imFine(crash?.id ?? ''));
      expect(fine).toMatchObject({ id: crash?.id, status: 'resolved', resolution: { by: 'patient', at: new Date(WEARABLES_START + 60 * 1000).toISOString() } });
      expect(ok(await subject.wearables.imFine(crash?.id ?? ''))).toEqual(fine);
      expect(ok(await subject.contactAlerts.alert(DEMO_ALERT_TOKENS.crash))).toMatchObject({ status: 'resolved', resolvedAt: fine.resolution?.at });
      expect(ok(await subject.wearables.imFine(expired?.id ?? ''))).toEqual(expired);
      expect(err(await subject.wearables.imFine('no-such-alert'))).toMatchObject({ kind: 'not-found' });
      await subject.signIn(RAHUL);
      expect(err(await subject.wearables.imFine(crash?.id ?? ''))).toMatchObject({ kind: 'not-found' });
    });

    it('asks for a session', async () => {
      expect(err(await subject.wearables.alerts())).toMatchObject({ kind: 'unauthorized' });
      expect(err(await subject.wearables.apps())).toMatchObject({ kind: 'unauthorized' });
      expect(err(await subject.wearables.readings('sleep', TODAY.from, TODAY.to))).toMatchObject({ kind: 'unauthorized' });
    });
  });
}
