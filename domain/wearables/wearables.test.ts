import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../shared/ports';
import { testQueries } from '../shared/test-doubles';
import type { PatientAlert } from './emergency-alert';
import type { WearableApp, WearableMetric, WearableReadings } from './model';
import type { WearablesApi } from './ports';
import { Wearables } from './wearables';

class RecordingApi implements WearablesApi {
  readonly calls: string[] = [];
  apps_: WearableApp[] = [
    { id: 'google-fit', name: 'Google Fit', connected: false, lastSyncedAt: null },
    { id: 'fitbit', name: 'Fitbit', connected: false, lastSyncedAt: null },
  ];
  tokenFails = false;

  async token() {
    this.calls.push('token');
    return this.tokenFails ? Err({ kind: 'network' as const }) : Ok({ token: 'wt-1', expiresAt: '2026-11-26T05:00:00.000Z' });
  }

  async apps() {
    return Ok(structuredClone(this.apps_));
  }

  async connect(appId: string, token: string) {
    this.calls.push(`connect ${appId} ${token}`);
    await Promise.resolve();
    const app = { ...this.apps_.find((each) => each.id === appId)!, connected: true, lastSyncedAt: '2026-11-26T04:00:00.000Z' };
    this.apps_ = this.apps_.map((each) => (each.id === appId ? app : each));
    return Ok(app);
  }

  async disconnect(appId: string) {
    this.calls.push(`disconnect ${appId}`);
    const app = { ...this.apps_.find((each) => each.id === appId)!, connected: false };
    this.apps_ = this.apps_.map((each) => (each.id === appId ? app : each));
    return Ok(app);
  }

  alerts_: PatientAlert[] = [
    { id: 'a-1', event: 'fall', detectedAt: '2026-11-26T04:06:00.000Z', device: 'Galaxy Watch6', status: 'open', resolution: null, responses: [{ by: 'Meena', kind: 'on-the-way', at: '2026-11-26T04:08:00.000Z' }] },
    { id: 'a-2', event: 'crash', detectedAt: '2026-11-24T04:00:00.000Z', device: 'Pixel Watch 2', status: 'expired', resolution: null, responses: [] },
  ];

  async alerts() {
    this.calls.push('alerts');
    return Ok(structuredClone(this.alerts_));
  }

  async imFine(alertId: string) {
    this.calls.push(`fine ${alertId}`);
    await Promise.resolve();
    const alert = { ...this.alerts_.find((each) => each.id === alertId)!, status: 'resolved' as const, resolution: { at: '2026-11-26T04:10:00.000Z', by: 'patient' as const } };
    this.alerts_ = this.alerts_.map((each) => (each.id === alertId ? alert : each));
    return Ok(alert);
  }

  async readings<M extends WearableMetric>(metric: M, from: string, to: string) {
    this.calls.push(`${metric} ${from} ${to}`);
    const connected = this.apps_.some((app) => app.connected);
    return Ok({ readings: connected ? [{ at: '2026-11-26T03:00:00.000Z', value: 70 }] : [] } as unknown as WearableReadings[M]);
  }
}

function setup() {
  let now = new Date('2026-11-26T09:40:00+05:30');
  const clock: Clock = { now: () => new Date(now) };
  const api = new RecordingApi();
  const wearables = new Wearables({ api, queries: testQueries(clock), clock });
  return { api, wearables, setNow: (instant: string) => (now = new Date(instant)) };
}

describe('Wearables', () => {
  it('connects an app with a fresh token, shows it connected at once and reads the charts again', async () => {
    const { api, wearables } = setup();
    const apps = wearables.apps();
    await apps.value();
    const heart = wearables.chart('heart', 'day');
    expect((await heart.value()).unwrap().points.every((point) => point.value === null)).toBe(true);

    const connected = await wearables.connect('fitbit');

    expect(connected.unwrap()).toMatchObject({ id: 'fitbit', connected: true });
    expect(api.calls.slice(-2)).toEqual(['token', 'connect fitbit wt-1']);
    expect(apps.state).toMatchObject({ kind: 'ready', value: [{ id: 'google-fit', connected: false }, { id: 'fitbit', connected: true }] });
    expect((await heart.value()).unwrap().points.some((point) => point.value === 70)).toBe(true);
  });

  it('links nothing when the token cannot be had, and says why', async () => {
    const { api, wearables } = setup();
    api.tokenFails = true;
    const connected = await wearables.connect('fitbit');
    expect(connected.isErr() && connected.error).toEqual({ kind: 'network' });
    expect(api.calls).toEqual(['token']);
  });

  it('sends one link however often Connect is pressed while it is out', async () => {
    const { api, wearables } = setup();
    const first = wearables.connect('fitbit');
    const second = await wearables.connect('fitbit');
    expect(second.isErr() && second.error).toEqual({ kind: 'in-progress' });
    await first;
    expect(api.calls.filter((call) => call.startsWith('connect'))).toHaveLength(1);
  });

  it("asks for the month's readings and the month's before (for the trend), from the start of an Indian day to the end of today, and afresh on a new day", async () => {
    const { api, wearables, setNow } = setup();
    await wearables.chart('glucose', 'month').value();
    expect(api.calls).toEqual(['glucose 2026-09-27T18:30:00.000Z 2026-11-26T18:30:00.000Z']);

    setNow('2026-11-27T00:05:00+05:30');
    await wearables.chart('glucose', 'month').value();
    expect(api.calls[1]).toBe('glucose 2026-09-28T18:30:00.000Z 2026-11-27T18:30:00.000Z');
  });

  it("closes an open alert when the patient says they are fine, once however often they press, and shows it resolved at once", async () => {
    const { api, wearables } = setup();
    const alerts = wearables.alerts();
    await alerts.value();
    const [first, second] = await Promise.all([wearables.imFine('a-1'), wearables.imFine('a-1')]);
    expect(first.unwrap()).toMatchObject({ status: 'resolved', resolution: { by: 'patient' } });
    expect(second.isErr() && second.error.kind).toBe('in-progress');
    expect((await alerts.value()).unwrap()[0]).toMatchObject({ id: 'a-1', status: 'resolved' });
    expect(api.calls.filter((call) => call.startsWith('fine'))).toEqual(['fine a-1']);
  });

  it('sends nothing for an alert that is no longer open', async () => {
    const { api, wearables } = setup();
    expect((await wearables.imFine('a-2')).unwrap()).toMatchObject({ id: 'a-2', status: 'expired' });
    expect(api.calls).toEqual(['alerts']);
  });
});
