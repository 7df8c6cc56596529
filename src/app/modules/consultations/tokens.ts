import type { ServiceIdentifier } from 'inversify';
import type { ConsultationBooking } from '../../../../domain/consultations/booking';
import type { CallBackRequests } from '../../../../domain/consultations/call-back';
import type { ProgrammeEnquiries } from '../../../../domain/consultations/programme-enquiry';
import type { SmartClinicVisits } from '../../../../domain/consultations/smart-clinic-visit';
import type { ConsultationCatalogue } from '../../../../domain/consultations/catalogue';
import type { MyConsultations } from '../../../../domain/consultations/my-consultations';
import type { ConsultationApi, MediaDevicesPort, VideoCallPort } from '../../../../domain/consultations/ports';
import type { VideoConsultation } from '../../../../domain/consultations/video-call';

/** Consultations: doctors and slots, booking, My Consultations and the video call; their ports. Bound by ./module.ts when a page of the area is first shown. */
export const CONSULTATIONS = {
  ConsultationApi: Symbol('ConsultationApi') as ServiceIdentifier<ConsultationApi>,
  MediaDevices: Symbol('MediaDevices') as ServiceIdentifier<MediaDevicesPort<MediaStream>>,
  VideoCalls: Symbol('VideoCalls') as ServiceIdentifier<VideoCallPort<HTMLElement>>,
  ConsultationCatalogue: Symbol('ConsultationCatalogue') as ServiceIdentifier<ConsultationCatalogue>,
  ConsultationBooking: Symbol('ConsultationBooking') as ServiceIdentifier<ConsultationBooking>,
  MyConsultations: Symbol('MyConsultations') as ServiceIdentifier<MyConsultations>,
  CallBackRequests: Symbol('CallBackRequests') as ServiceIdentifier<CallBackRequests>,
  ProgrammeEnquiries: Symbol('ProgrammeEnquiries') as ServiceIdentifier<ProgrammeEnquiries>,
  SmartClinicVisits: Symbol('SmartClinicVisits') as ServiceIdentifier<SmartClinicVisits>,
  /** A fresh call per visit of /consult/video-consult. */
  VideoConsultation: Symbol('VideoConsultation') as ServiceIdentifier<() => VideoConsultation<MediaStream, HTMLElement>>,
} as const;
