import type { FakeBackend } from '../backend';
import { FakeMedicalHistoryService } from '../medical-history/service';
import type { Route } from './app';

/** The medical-history area of docs/api.md over the fake store. Registered by createFakeApi (fakes/server/app.ts). */
export function medicalHistoryRoutes(backend: FakeBackend): Route[] {
  const history = new FakeMedicalHistoryService(backend);
  return [
    {
      method: 'GET',
      path: /^\/user\/getMedicalHistory$/,
      mutates: false,
      handle: (c) => history.history(c.token, c.query.get('userId') ?? ''),
    },
    {
      method: 'POST',
      path: /^\/user\/createMedicalHistory$/,
      mutates: true,
      handle: (c) => history.save(c.token, typeof c.body.userId === 'string' ? c.body.userId : '', typeof c.body.form === 'string' ? c.body.form : '', c.body.answers),
    },
  ];
}
