import type { ServiceIdentifier } from 'inversify';
import type { DiagnosticCartService } from '../../../../domain/diagnostics/cart';
import type { HomeCollection } from '../../../../domain/diagnostics/home-collection';
import type { DiagnosticOrdering, DiagnosticOrders } from '../../../../domain/diagnostics/ordering';
import type { LabFinder } from '../../../../domain/diagnostics/labs';
import type { LabOffers, PackagePicks } from '../../../../domain/diagnostics/packages';
import type { DiagnosticsApi } from '../../../../domain/diagnostics/ports';
import type { CollectionZipcode, LabTestDetails, LabTestSearch } from '../../../../domain/diagnostics/search';

/** Lab tests: search, the test page, the cart, home collection, orders, labs; their port. Bound by ./module.ts when a page of the area is first shown. */
export const DIAGNOSTICS = {
  DiagnosticsApi: Symbol('DiagnosticsApi') as ServiceIdentifier<DiagnosticsApi>,
  CollectionZipcode: Symbol('CollectionZipcode') as ServiceIdentifier<CollectionZipcode>,
  LabTestSearch: Symbol('LabTestSearch') as ServiceIdentifier<LabTestSearch>,
  LabTestDetails: Symbol('LabTestDetails') as ServiceIdentifier<LabTestDetails>,
  DiagnosticCart: Symbol('DiagnosticCartService') as ServiceIdentifier<DiagnosticCartService>,
  HomeCollection: Symbol('HomeCollection') as ServiceIdentifier<HomeCollection>,
  DiagnosticOrdering: Symbol('DiagnosticOrdering') as ServiceIdentifier<DiagnosticOrdering>,
  DiagnosticOrders: Symbol('DiagnosticOrders') as ServiceIdentifier<DiagnosticOrders>,
  LabFinder: Symbol('LabFinder') as ServiceIdentifier<LabFinder>,
  LabOffers: Symbol('LabOffers') as ServiceIdentifier<LabOffers>,
  PackagePicks: Symbol('PackagePicks') as ServiceIdentifier<PackagePicks>,
} as const;
