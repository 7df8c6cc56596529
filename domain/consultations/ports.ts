import type { Observable } from 'rxjs';
import type { Result } from 'ts-results-es';
import type { ApiResult } from '../shared/errors';
import type { CallBackReceipt, CallBackRequest } from './call-back';
import type {
  Appointment,
  BookingQuote,
  BookingRequest,
  ConsultationInvoice,
  CreateAppointmentRequest,
  Doctor,
  DoctorBio,
  DoctorFilters,
  Meeting,
  NextSlot,
  Slot,
  TherapyPlan,
  VideoEventType,
} from './model';

/** The consultation area of the API (spec §7 Consultation, GET /appointment/nextSlot). */
export interface ConsultationApi {
  /** doctor search: every filter of /bookSpecialist. */
  searchDoctors(filters: DoctorFilters): ApiResult<Doctor[]>;
  /** The doctor's bio for /book/doctorBio. */
  doctor(id: string): ApiResult<DoctorBio>;
  /** GET /appointment/nextSlot: the earliest free family-physician slot. */
  nextSlot(): ApiResult<NextSlot>;
  /** slots (general): the family physicians' slots on a date, each with its doctor. */
  generalSlots(date: string): ApiResult<{ doctor: Doctor; slot: Slot }[]>;
  /** slots (specialist): one doctor's slots on a date. */
  specialistSlots(doctorId: string, date: string): ApiResult<Slot[]>;
  /** slots (date): how many free slots a doctor (or the family physicians, null) has on each date. */
  slotDates(doctorId: string | null, from: string, days: number): ApiResult<{ date: string; freeSlots: number }[]>;
  /** therapist sessions: a therapist's single session and packages. */
  therapistSessions(doctorId: string): ApiResult<TherapyPlan[]>;
  /** preBookingDisplay: fee, coupon, subscription cover, and the payment order when something is payable. */
  preBooking(request: BookingRequest): ApiResult<BookingQuote>;
  /** appointment-create, after the payment (or with none when the quote asked for nothing). */
  createAppointment(request: CreateAppointmentRequest): ApiResult<Appointment>;
  /** appointments: every consultation of the patient and of their family members. */
  appointments(): ApiResult<Appointment[]>;
  appointment(id: string): ApiResult<Appointment>;
  /** appointment-cancel */
  cancelAppointment(id: string, reason: string): ApiResult<Appointment>;
  /** appointment-update: a new slot of the same doctor. */
  rescheduleAppointment(id: string, slotId: string): ApiResult<Appointment>;
  /** invoiceInfo */
  invoice(appointmentId: string): ApiResult<ConsultationInvoice>;
  /** The meeting behind a meetCode (or meetId). */
  meeting(meetCode: string): ApiResult<Meeting>;
  /** The call-back and quick-consult forms: someone calls the patient back. */
  requestCallBack(request: CallBackRequest): ApiResult<CallBackReceipt>;
  /** video-event capture */
  captureVideoEvent(meetCode: string, event: VideoEventType, detail?: string): ApiResult<null>;
}

export interface MediaDeviceOption {
  id: string;
  label: string;
}

export type DeviceCheckError =
  | { kind: 'denied' }
  | { kind: 'missing'; device: 'camera' | 'microphone' | 'camera and microphone' }
  | { kind: 'in-use' }
  | { kind: 'unsupported' };

/** The result of asking for the camera and microphone: what there is, and a live preview. */
export interface DeviceCheck<Preview> {
  cameras: MediaDeviceOption[];
  microphones: MediaDeviceOption[];
  preview: Preview;
}

/** The device's camera and microphone (getUserMedia in the browser). */
export interface MediaDevicesPort<Preview> {
  /** Asks permission and opens the chosen (or default) camera and microphone. */
  open(choice: { cameraId: string | null; microphoneId: string | null }): Promise<Result<DeviceCheck<Preview>, DeviceCheckError>>;
  /** Releases the preview's camera and microphone. */
  close(preview: Preview): void;
}

export type CallEvent = { kind: 'doctor-joined'; name: string } | { kind: 'doctor-left' } | { kind: 'ended' } | { kind: 'failed'; message: string };

/** One video call in progress, on a surface the UI gave (an element, opaque to the domain). */
export interface CallSession {
  readonly events$: Observable<CallEvent>;
  setMicrophone(on: boolean): void;
  setCamera(on: boolean): void;
  useDevices(choice: { cameraId: string | null; microphoneId: string | null }): void;
  leave(): void;
}

/** The meeting service (docs/api.md "Video consultation"): live over its SDK, simulated in the fake. */
export interface VideoCallPort<Surface> {
  join(request: {
    meeting: Meeting;
    surface: Surface;
    displayName: string;
    devices: { cameraId: string | null; microphoneId: string | null };
    microphoneOn: boolean;
    cameraOn: boolean;
  }): Promise<Result<CallSession, { kind: 'failed'; message: string }>>;
}
