import type { FakeBackend } from '../backend';
import { FakeCorporateMediaService } from '../cms-corporate-media';
import type { Route } from './app';
import { str } from './request-fields';

/** The corporate wellness and media center calls of docs/api.md over the fake service. Registered by createFakeApi (fakes/server/app.ts). */
export function corporateMediaRoutes(backend: FakeBackend): Route[] {
  const service = new FakeCorporateMediaService(backend);
  return [
    { method: 'GET', path: /^\/cms\/corporate-wellness$/, mutates: false, handle: () => service.corporateWellness() },
    {
      method: 'POST',
      path: /^\/cms\/corporate-wellness\/enquiry$/,
      mutates: true,
      handle: (c) =>
        service.enquire({
          companyName: str(c.body.companyName),
          contactPerson: str(c.body.contactPerson),
          workEmail: str(c.body.workEmail),
          mobileNumber: str(c.body.mobileNumber),
          city: str(c.body.city),
          employees: str(c.body.employees),
          message: str(c.body.message),
        }),
    },
    { method: 'GET', path: /^\/cms\/media-center$/, mutates: false, handle: () => service.pressRoom() },
  ];
}
