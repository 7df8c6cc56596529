import type { Container } from 'inversify';
import { BrowserMediaDevices } from '../../../../adapters/browser/media-devices';
import { ConsultationBooking } from '../../../../domain/consultations/booking';
import { CallBackRequests } from '../../../../domain/consultations/call-back';
import { ProgrammeEnquiries } from '../../../../domain/consultations/programme-enquiry';
import { SmartClinicVisits } from '../../../../domain/consultations/smart-clinic-visit';
import { ConsultationCatalogue } from '../../../../domain/consultations/catalogue';
import { MyConsultations } from '../../../../domain/consultations/my-consultations';
import type { ConsultationApi, MediaDevicesPort, VideoCallPort } from '../../../../domain/consultations/ports';
import { VideoConsultation } from '../../../../domain/consultations/video-call';
import type { Checkout } from '../../../../domain/payments/checkout';
import type { ErrorPolicy } from '../../../../domain/session/error-policy';
import type { Drafts } from '../../../../domain/shared/drafts';
import type { Clock, CookieJar, KeyValueStore } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { CONSULTATIONS } from './tokens';
import { PAYMENTS } from '../payments/tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';

/**
 * Consultations (issue 7): doctors and slots, booking and paying through the shared checkout,
 * My Consultations with cancel and reschedule, and the video call. Each visit of the call page
 * gets its own VideoConsultation, since a call holds the camera and must end with the page.
 */
export const feature: FeatureModule = {
  requires: ['payments', 'family', 'queries', 'subscriptions'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      CONSULTATIONS.ConsultationApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/consultation-api').then((m) => new m.HttpConsultationApi(http)),
        fake: (fakes) => fakes.consultationApi,
      }),
    );
    container.bind(CONSULTATIONS.VideoCalls).toConstantValue(
      backend.port({
        // The meeting service's room comes from our API; its SDK loads only when a call starts (docs/api.md).
        http: ({ config }) => import('../../../../adapters/browser/jitsi-video-call').then((m) => new m.JitsiVideoCall(config.meetingOrigins)),
        fake: (fakes) => fakes.videoCalls,
      }),
    );
    container.bind(CONSULTATIONS.MediaDevices).toConstantValue(new BrowserMediaDevices());

    container
      .bind(CONSULTATIONS.ConsultationCatalogue)
      .toResolvedValue(
        (api: ConsultationApi, clock: Clock, queries: QueryCache) => new ConsultationCatalogue(api, clock, queries),
        [CONSULTATIONS.ConsultationApi, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(CONSULTATIONS.ConsultationBooking)
      .toResolvedValue(
        (
          api: ConsultationApi,
          checkout: Checkout,
          cookies: CookieJar,
          drafts: Drafts,
          clock: Clock,
          store: KeyValueStore,
          queries: QueryCache,
          consultations: MyConsultations,
        ) => new ConsultationBooking(api, checkout, cookies, drafts, clock, store, queries, consultations),
        [CONSULTATIONS.ConsultationApi, PAYMENTS.Checkout, TOKENS.Cookies, TOKENS.Drafts, TOKENS.Clock, TOKENS.Store, TOKENS.Queries, CONSULTATIONS.MyConsultations],
      )
      .inSingletonScope();
    container
      .bind(CONSULTATIONS.MyConsultations)
      .toResolvedValue(
        (api: ConsultationApi, clock: Clock, queries: QueryCache) => new MyConsultations(api, clock, queries),
        [CONSULTATIONS.ConsultationApi, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(CONSULTATIONS.CallBackRequests)
      .toResolvedValue((api: ConsultationApi) => new CallBackRequests(api), [CONSULTATIONS.ConsultationApi])
      .inSingletonScope();
    container
      .bind(CONSULTATIONS.ProgrammeEnquiries)
      .toResolvedValue((callBacks: CallBackRequests, drafts: Drafts) => new ProgrammeEnquiries(callBacks, drafts), [CONSULTATIONS.CallBackRequests, TOKENS.Drafts])
      .inSingletonScope();
    container
      .bind(CONSULTATIONS.SmartClinicVisits)
      .toResolvedValue((callBacks: CallBackRequests, drafts: Drafts) => new SmartClinicVisits(callBacks, drafts), [CONSULTATIONS.CallBackRequests, TOKENS.Drafts])
      .inSingletonScope();
    container
      .bind(CONSULTATIONS.VideoConsultation)
      .toResolvedValue(
        (api: ConsultationApi, devices: MediaDevicesPort<MediaStream>, calls: VideoCallPort<HTMLElement>, errors: ErrorPolicy) => () =>
          new VideoConsultation(api, devices, calls, errors),
        [CONSULTATIONS.ConsultationApi, CONSULTATIONS.MediaDevices, CONSULTATIONS.VideoCalls, TOKENS.Errors],
      )
      .inSingletonScope();
  },
};
