/**
 * Where the session keeps what lab-test pages read. Prices and labs depend on the collection
 * zipcode, so it is part of their keys: a new pincode reads afresh, an old one is shown at once.
 * Everything under `orders` is invalidated when an order changes.
 */
export const DIAGNOSTIC_QUERIES = {
  orders: ['diagnostics', 'orders'],
  orderList: ['diagnostics', 'orders', 'list'],
  order: (id: string) => ['diagnostics', 'orders', 'one', id],
  test: (id: string, zipcode: string | null) => ['diagnostics', 'tests', id, zipcode ?? ''],
  packages: (zipcode: string | null) => ['diagnostics', 'packages', zipcode ?? ''],
  preferredOptions: (testId: string, zipcode: string | null) => ['diagnostics', 'preferred-options', testId, zipcode ?? ''],
  partnerTests: (labId: string, q: string) => ['diagnostics', 'partner-tests', labId, q],
  labsNearby: (zipcode: string | null) => ['diagnostics', 'labs', 'nearby', zipcode ?? ''],
  labsInCity: (zipcode: string | null) => ['diagnostics', 'labs', 'city', zipcode ?? ''],
  labBranch: (id: string) => ['diagnostics', 'labs', 'branch', id],
  slots: (labId: string, pincode: string, date: string) => ['diagnostics', 'slots', labId, pincode, date],
} as const;
