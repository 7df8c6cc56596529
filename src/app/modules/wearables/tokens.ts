import type { ServiceIdentifier } from 'inversify';
import type { WearablesApi } from '../../../../domain/wearables/ports';
import type { Wearables } from '../../../../domain/wearables/wearables';

/** The wearables and their port. Bound by ./module.ts when a page of the area is first shown. */
export const WEARABLES = {
  Wearables: Symbol('Wearables') as ServiceIdentifier<Wearables>,
  WearablesApi: Symbol('WearablesApi') as ServiceIdentifier<WearablesApi>,
} as const;
