import { describe, expect, it } from 'vitest';
import { hasSent, helpStatus, isAlertToken, mapLink, othersResponses, type OpenAlert } from './emergency-alert';

const ALERT: OpenAlert = {
  status: 'open',
  event: 'fall',
  patientFirstName: 'Priya',
  patientMobile: '9876543210',
  detectedAt: '2026-11-26T15:56:00.000Z',
  device: 'Galaxy Watch6',
  place: { locality: 'Koramangala, Bengaluru', latitude: 12.93519, longitude: 77.62448 },
  responses: [
    { by: 'Meena', kind: 'on-the-way', at: '2026-11-26T15:58:00.000Z', mine: false },
    { by: 'Rahul', kind: 'on-the-way', at: '2026-11-26T15:59:00.000Z', mine: true },
    { by: 'Arjun', kind: 'ambulance', at: '2026-11-26T16:01:00.000Z', mine: false },
  ],
};

describe('emergency alert rules', () => {
  it('takes only a long, URL-safe token as an alert link, so a mistyped or cut-off link is refused without asking', () => {
    expect(isAlertToken('demo-fall-alert-rahul')).toBe(true);
    expect(isAlertToken('Xq3vT9_kLm2-Pz8sWd')).toBe(true);
    expect(isAlertToken('42')).toBe(false);
    expect(isAlertToken('demo-fall-alert/../x')).toBe(false);
    expect(isAlertToken('a'.repeat(129))).toBe(false);
  });

  it('links the shared place to a map at its coordinates', () => {
    expect(mapLink(ALERT.place!)).toBe('https://www.google.com/maps/search/?api=1&query=12.93519,77.62448');
  });

  it('knows which responses this contact already sent, and none for an expired alert', () => {
    expect(hasSent(ALERT, 'on-the-way')).toBe(true);
    expect(hasSent(ALERT, 'ambulance')).toBe(false);
    expect(hasSent({ status: 'expired' }, 'on-the-way')).toBe(false);
  });

  it('lists what the other contacts said, latest first, without this contact', () => {
    expect(othersResponses(ALERT).map((response) => response.by)).toEqual(['Arjun', 'Meena']);
  });

  it('says help is waiting until someone answers, on the way once one is, and an ambulance needed once anyone asks for one', () => {
    expect(helpStatus({ ...ALERT, responses: [] })).toBe('waiting');
    expect(helpStatus({ ...ALERT, responses: ALERT.responses.slice(0, 2) })).toBe('on-the-way');
    expect(helpStatus(ALERT)).toBe('ambulance');
  });
});
