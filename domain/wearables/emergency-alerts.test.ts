import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../shared/errors';
import { testQueries } from '../shared/test-doubles';
import type { AlertResponseKind, EmergencyAlert, OpenAlert } from './emergency-alert';
import { EmergencyAlerts, NO_SUCH_ALERT } from './emergency-alerts';
import type { EmergencyAlertsApi } from './ports';

const TOKEN = 'demo-fall-alert-rahul';

const OPEN: OpenAlert = {
  status: 'open',
  event: 'fall',
  patientFirstName: 'Priya',
  patientMobile: '9876543210',
  detectedAt: '2026-11-26T15:56:00.000Z',
  device: 'Galaxy Watch6',
  place: null,
  responses: [{ by: 'Meena', kind: 'on-the-way', at: '2026-11-26T15:58:00.000Z', mine: false }],
};

class RecordingApi implements EmergencyAlertsApi {
  readonly calls: string[] = [];
  current: EmergencyAlert = structuredClone(OPEN);
  failure: ApiError | null = null;

  async alert(token: string) {
    this.calls.push(`alert ${token}`);
    return this.failure === null ? Ok(structuredClone(this.current)) : Err(this.failure);
  }

  async respond(token: string, kind: AlertResponseKind) {
    this.calls.push(`respond ${token} ${kind}`);
    await Promise.resolve();
    if (this.failure !== null) return Err(this.failure);
    if (this.current.status === 'open') this.current.responses.push({ by: 'Rahul', kind, at: '2026-11-26T16:00:00.000Z', mine: true });
    return Ok(structuredClone(this.current));
  }
}

const errorOf = <E>(result: Result<unknown, E>) => (result.isErr() ? result.error : null);

function setUp() {
  const api = new RecordingApi();
  return { api, alerts: new EmergencyAlerts({ api, queries: testQueries() }) };
}

describe('EmergencyAlerts', () => {
  it('answers a link that cannot be a token as an unknown alert, without asking the server', async () => {
    const { api, alerts } = setUp();
    expect(errorOf(await alerts.alert('42').value())).toEqual(NO_SUCH_ALERT);
    expect(api.calls).toEqual([]);
  });

  it('sends a response and shows the alert as the server now has it', async () => {
    const { api, alerts } = setUp();
    const query = alerts.alert(TOKEN);
    await query.value();
    const answered = await alerts.respond(TOKEN, 'on-the-way');
    expect(answered.isOk() && answered.value.status === 'open' && answered.value.responses.map((r) => `${r.by} ${r.kind}`)).toEqual(['Meena on-the-way', 'Rahul on-the-way']);
    expect(query.state).toMatchObject({ kind: 'ready', value: answered.unwrap() });
    expect(api.calls).toEqual([`alert ${TOKEN}`, `respond ${TOKEN} on-the-way`]);
  });

  it('sends a response once: a second press while it is out is refused, and one already sent is not sent again', async () => {
    const { api, alerts } = setUp();
    const [first, second] = await Promise.all([alerts.respond(TOKEN, 'on-the-way'), alerts.respond(TOKEN, 'on-the-way')]);
    expect(first.isOk()).toBe(true);
    expect(errorOf(second)).toEqual({ kind: 'in-progress' });
    expect((await alerts.respond(TOKEN, 'on-the-way')).isOk()).toBe(true);
    expect(api.calls.filter((call) => call.startsWith('respond'))).toEqual([`respond ${TOKEN} on-the-way`]);
  });

  it('sends nothing to an alert that is closed or expired, and says so with the alert as it is', async () => {
    const { api, alerts } = setUp();
    api.current = { status: 'expired' };
    expect(errorOf(await alerts.respond(TOKEN, 'ambulance'))).toEqual({ kind: 'closed', alert: { status: 'expired' } });
    expect(api.calls.some((call) => call.startsWith('respond'))).toBe(false);
  });

  it('keeps the alert shown when a response fails, and says why', async () => {
    const { api, alerts } = setUp();
    const query = alerts.alert(TOKEN);
    await query.value();
    api.failure = { kind: 'network' };
    expect(errorOf(await alerts.respond(TOKEN, 'safe'))).toEqual({ kind: 'network' });
    expect(query.state).toMatchObject({ kind: 'ready', value: OPEN });
  });
});
