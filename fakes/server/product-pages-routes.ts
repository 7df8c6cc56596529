import type { SmartClinic } from '../../domain/places/smart-clinics';
import { productLanding } from '../cms-products';
import { smartClinics } from '../smart-clinics';
import type { Route } from './app';

/** A Smart Clinic in the wire shape of docs/api.md ("Smart Clinics"). */
function smartClinicWire(clinic: SmartClinic) {
  return {
    id: clinic.id,
    name: clinic.name,
    address: clinic.address,
    city: clinic.city,
    state: clinic.state,
    pincode: clinic.pincode,
    phone: clinic.phone,
    latitude: clinic.at?.latitude ?? null,
    longitude: clinic.at?.longitude ?? null,
    opensAt: clinic.hours.opens,
    closesAt: clinic.hours.closes,
    weeklyOff: clinic.closedSundays ? 'SUNDAY' : null,
    services: clinic.services,
  };
}

/** A product's landing content and the Smart Clinics (docs/api.md), for the /{product} pages; no sign-in. */
export function productPagesRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/cms\/product\/([^/]+)\/landing$/,
      mutates: false,
      handle: (c) => productLanding(decodeURIComponent(c.params[0] ?? '')),
    },
    { method: 'GET', path: /^\/consultation\/smart-clinics$/, mutates: false, handle: () => smartClinics().map((clinics) => clinics.map(smartClinicWire)) },
  ];
}
