import type { Container } from 'inversify';
import { ConsultationBooking } from '../../../domain/consultations/booking';
import { CallBackRequests } from '../../../domain/consultations/call-back';
import { ConsultationCatalogue } from '../../../domain/consultations/catalogue';
import { MyConsultations } from '../../../domain/consultations/my-consultations';
import type { ConsultationApi, MediaDevicesPort, VideoCallPort } from '../../../domain/consultations/ports';
import { VideoConsultation } from '../../../domain/consultations/video-call';
import { MySubscription } from '../../../domain/subscriptions/my-subscription';
import type { SubscriptionsApi } from '../../../domain/subscriptions/ports';
import type { Checkout } from '../../../domain/payments/checkout';
import type { ErrorPolicy } from '../../../domain/session/error-policy';
import type { Drafts } from '../../../domain/shared/drafts';
import type { Clock, CookieJar, KeyValueStore } from '../../../domain/shared/ports';
import type { QueryCache } from '../../../domain/shared/query';
import { TOKENS } from '../tokens';
import type { FeatureModule } from '.';

/**
 * Consultations (issue 7): doctors and slots, booking and paying through the shared checkout,
 * My Consultations with cancel and reschedule, and the video call. Each visit of the call page
 * gets its own VideoConsultation, since a call holds the camera and must end with the page.
 */
export const feature: FeatureModule = {
  requires: ['payments', 'family', 'queries'],
  bind(container: Container) {
    container
      .bind(TOKENS.ConsultationCatalogue)
      .toResolvedValue(
        (api: ConsultationApi, clock: Clock, queries: QueryCache) => new ConsultationCatalogue(api, clock, queries),
        [TOKENS.ConsultationApi, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.ConsultationBooking)
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
        [TOKENS.ConsultationApi, TOKENS.Checkout, TOKENS.Cookies, TOKENS.Drafts, TOKENS.Clock, TOKENS.Store, TOKENS.Queries, TOKENS.MyConsultations],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.MyConsultations)
      .toResolvedValue(
        (api: ConsultationApi, clock: Clock, queries: QueryCache) => new MyConsultations(api, clock, queries),
        [TOKENS.ConsultationApi, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.CallBackRequests)
      .toResolvedValue((api: ConsultationApi) => new CallBackRequests(api), [TOKENS.ConsultationApi])
      .inSingletonScope();
    container
      .bind(TOKENS.MySubscription)
      .toResolvedValue(
        (api: SubscriptionsApi, clock: Clock, queries: QueryCache) => new MySubscription(api, clock, queries),
        [TOKENS.SubscriptionsApi, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.VideoConsultation)
      .toResolvedValue(
        (api: ConsultationApi, devices: MediaDevicesPort<MediaStream>, calls: VideoCallPort<HTMLElement>, errors: ErrorPolicy) => () =>
          new VideoConsultation(api, devices, calls, errors),
        [TOKENS.ConsultationApi, TOKENS.MediaDevices, TOKENS.VideoCalls, TOKENS.Errors],
      )
      .inSingletonScope();
  },
};
