import type { ServiceIdentifier } from 'inversify';
import type { EmergencyAlerts } from '../../../../domain/wearables/emergency-alerts';
import type { EmergencyAlertsApi, WearablesApi } from '../../../../domain/wearables/ports';
import type { Wearables } from '../../../../domain/wearables/wearables';

/** The wearables, the emergency alerts of their falls and crashes, and their ports. Bound by ./module.ts when a page of the area is first shown. */
export const WEARABLES = {
  Wearables: Symbol('Wearables') as ServiceIdentifier<Wearables>,
  WearablesApi: Symbol('WearablesApi') as ServiceIdentifier<WearablesApi>,
  EmergencyAlerts: Symbol('EmergencyAlerts') as ServiceIdentifier<EmergencyAlerts>,
  EmergencyAlertsApi: Symbol('EmergencyAlertsApi') as ServiceIdentifier<EmergencyAlertsApi>,
} as const;
