import { buildPath } from '../../../domain/navigation/match';
import { routeById, type RouteId } from '../../../domain/navigation/routes';
import type { NotificationTarget } from '../../../domain/notifications/model';
import { DEFAULT_PRODUCT } from '../../app/brand';

const path = (id: RouteId, params: Readonly<Record<string, string>> = {}) => buildPath(routeById(id).pattern, params);
const withId = (base: string, id: string | null) => (id === null ? base : `${base}?${new URLSearchParams({ id })}`);

/** Where a notification opens: the consultation, prescription, order or report it is about. */
export function targetPath(target: NotificationTarget): string {
  switch (target.type) {
    case 'CONSULTATION':
      return target.id === null ? path('patient-consultations') : withId(path('patient-consultation-detail'), target.id);
    case 'PRESCRIPTION':
      return target.id === null ? path('patient-health-record') : withId(path('patient-view-prescription'), target.id);
    case 'MEDICINE_ORDER':
      return target.id === null ? path('patient-my-orders') : path('product-order', { product: DEFAULT_PRODUCT, id: target.id });
    case 'LAB_ORDER':
      return path('product-diagnostics-orders', { product: DEFAULT_PRODUCT });
    case 'LAB_REPORT':
      return path('patient-health-record');
    case 'SUBSCRIPTION':
      return path('patient-subcription-list');
    case 'OFFERS':
      return path('offers');
  }
}
