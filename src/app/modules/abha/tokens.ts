import type { ServiceIdentifier } from 'inversify';
import type { AbhaEnrolment } from '../../../../domain/abha/enrolment';
import type { LicenceEnrolment } from '../../../../domain/abha/licence-enrolment';
import type { MyAbha } from '../../../../domain/abha/my-abha';
import type { AbhaApi } from '../../../../domain/abha/ports';
import type { AbhaRetrieval } from '../../../../domain/abha/retrieval';

/** ABHA: the port and its use-cases. Bound by ./module.ts when an /Abha page is first shown. */
export const ABHA = {
  AbhaApi: Symbol('AbhaApi') as ServiceIdentifier<AbhaApi>,
  MyAbha: Symbol('MyAbha') as ServiceIdentifier<MyAbha>,
  AbhaEnrolment: Symbol('AbhaEnrolment') as ServiceIdentifier<AbhaEnrolment>,
  AbhaRetrieval: Symbol('AbhaRetrieval') as ServiceIdentifier<AbhaRetrieval>,
  LicenceEnrolment: Symbol('LicenceEnrolment') as ServiceIdentifier<LicenceEnrolment>,
} as const;
