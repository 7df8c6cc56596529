import type { FakeBackend } from '../backend';
import { FakeWearablesService } from '../wearables/service';
import { FakeEmergencyAlertsService } from '../wearables/alerts';
import type { Route } from './app';

/** The wearables area of docs/api.md over the fake store. Registered by createFakeApi (fakes/server/app.ts). */
export function wearablesRoutes(backend: FakeBackend): Route[] {
  const wearables = new FakeWearablesService(backend);
  const alerts = new FakeEmergencyAlertsService(backend);
  return [
    { method: 'GET', path: /^\/wearables\/alerts$/, mutates: true, handle: (c) => alerts.patientAlerts(c.token) },
    { method: 'POST', path: /^\/wearables\/alerts\/([^/]+)\/fine$/, mutates: true, handle: (c) => alerts.imFine(c.token, decodeURIComponent(c.params[0] ?? '')) },
    { method: 'GET', path: /^\/wearables\/token$/, mutates: true, handle: (c) => wearables.token(c.token) },
    { method: 'GET', path: /^\/wearables\/apps$/, mutates: true, handle: (c) => wearables.apps(c.token) },
    {
      method: 'POST',
      path: /^\/wearables\/apps\/([^/]+)\/connect$/,
      mutates: true,
      handle: (c) => wearables.connect(c.token, decodeURIComponent(c.params[0] ?? ''), typeof c.body.token === 'string' ? c.body.token : '', c.body.consent === true),
    },
    { method: 'POST', path: /^\/wearables\/apps\/([^/]+)\/disconnect$/, mutates: true, handle: (c) => wearables.disconnect(c.token, decodeURIComponent(c.params[0] ?? '')) },
    {
      method: 'GET',
      path: /^\/wearables\/(activity|sleep|heart|glucose)$/,
      mutates: false,
      handle: (c) => wearables.readings(c.token, c.params[0] ?? '', c.query.get('from') ?? '', c.query.get('to') ?? ''),
    },
  ];
}

/** The emergency alerts of docs/api.md over the fake store: the token in the path, no session. */
export function emergencyAlertRoutes(backend: FakeBackend): Route[] {
  const alerts = new FakeEmergencyAlertsService(backend);
  return [
    { method: 'GET', path: /^\/alerts\/([^/]+)$/, mutates: true, handle: (c) => alerts.alert(decodeURIComponent(c.params[0] ?? '')) },
    {
      method: 'POST',
      path: /^\/alerts\/([^/]+)\/responses$/,
      mutates: true,
      handle: (c) => alerts.respond(decodeURIComponent(c.params[0] ?? ''), typeof c.body.kind === 'string' ? c.body.kind : ''),
    },
  ];
}
