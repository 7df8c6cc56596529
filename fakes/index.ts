import { FakeAbhaApi } from './abha/api';
import { FakeAccountApi } from './account-api';
import { FakeBackend, type FakeBackendOptions } from './backend';
import { FakeCareersApi } from './careers-api';
import { FakeCmsApi } from './cms-api';
import { FakeConsultationApi } from './consultations/api';
import { FakeCorporateWellnessApi, FakeMediaCenterApi } from './corporate-media-api';
import { SimulatedVideoCall } from './consultations/simulated-call';
import { FakeDiagnosticsApi } from './diagnostics/api';
import { FakeCheckoutGateway } from './fake-checkout';
import { FakeFamilyApi } from './family/api';
import { FakeTravelMembersApi } from './family/travel';
import { FakeMedicalHistoryApi } from './medical-history/api';
import { FakeNotificationsApi } from './notifications/api';
import { FakePharmacyApi } from './pharmacy/api';
import { FakePlacesApi } from './places-api';
import { FakeProductContentApi } from './cms-products';
import { FakeSmartClinicsApi } from './smart-clinics';
import { FakeRecordsApi } from './records/api';
import { FakeReverseGeocoder } from './reverse-geocoder';
import { FakeSubscriptionsApi } from './subscriptions-api';
import { FakeUserApi } from './user-api';
import { FakeWearablesApi } from './wearables/api';
import { FakeEmergencyAlertsApi } from './wearables/alerts-api';

export { FakeBackend, FAULT_KINDS, type FaultKind } from './backend';
export { DEMO_ACCOUNTS, DEMO_CORPORATE_SLUGS, DEMO_OTP, DEMO_PASSWORD } from './seed';
export { DEMO_ALERT_TOKENS } from './wearables/alerts';
export { indexedDbSnapshots } from './indexeddb-snapshots';

/** Every fake port over one backend: what the composition root binds in fake mode. */
export function createFakePorts(backend: FakeBackend, token: () => string | null) {
  return {
    userApi: new FakeUserApi(backend, token),
    accountApi: new FakeAccountApi(backend, token),
    cmsApi: new FakeCmsApi(backend, token),
    careersApi: new FakeCareersApi(backend),
    corporateWellnessApi: new FakeCorporateWellnessApi(backend),
    mediaCenterApi: new FakeMediaCenterApi(backend),
    subscriptionsApi: new FakeSubscriptionsApi(backend, token),
    pharmacyApi: new FakePharmacyApi(backend, token),
    familyApi: new FakeFamilyApi(backend, token),
    travelMembersApi: new FakeTravelMembersApi(backend, token),
    medicalHistoryApi: new FakeMedicalHistoryApi(backend, token),
    notificationsApi: new FakeNotificationsApi(backend, token),
    recordsApi: new FakeRecordsApi(backend, token),
    diagnosticsApi: new FakeDiagnosticsApi(backend, token),
    consultationApi: new FakeConsultationApi(backend, token),
    videoCalls: new SimulatedVideoCall(),
    reverseGeocoder: new FakeReverseGeocoder(backend),
    placesApi: new FakePlacesApi(backend),
    productContentApi: new FakeProductContentApi(backend),
    smartClinicsApi: new FakeSmartClinicsApi(backend),
    abhaApi: new FakeAbhaApi(backend, token),
    wearablesApi: new FakeWearablesApi(backend, token),
    emergencyAlertsApi: new FakeEmergencyAlertsApi(backend),
    paymentGateway: new FakeCheckoutGateway(),
  };
}

export async function createFakeBackend(options: FakeBackendOptions): Promise<FakeBackend> {
  const backend = new FakeBackend(options);
  await backend.restore();
  return backend;
}
