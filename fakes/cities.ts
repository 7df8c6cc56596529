// Its own module, importing nothing: fakes that seed data and fakes that serve it both read it,
// whichever of them a circle of imports evaluates first.
/**
 * Real cities with their districts, states and pincode ranges, so addresses look right to
 * Indian eyes. The pincode look-up (fakes/pincodes.ts) answers from the same table, so a
 * seeded user's pincode always resolves to their own city.
 */
export const CITIES = [
  { city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra', pincodes: [400001, 400104] },
  { city: 'Pune', district: 'Pune', state: 'Maharashtra', pincodes: [411001, 411062] },
  { city: 'New Delhi', district: 'New Delhi', state: 'Delhi', pincodes: [110001, 110096] },
  { city: 'Gurugram', district: 'Gurugram', state: 'Haryana', pincodes: [122001, 122018] },
  { city: 'Bengaluru', district: 'Bengaluru Urban', state: 'Karnataka', pincodes: [560001, 560103] },
  { city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pincodes: [600001, 600119] },
  { city: 'Hyderabad', district: 'Hyderabad', state: 'Telangana', pincodes: [500001, 500096] },
  { city: 'Kolkata', district: 'Kolkata', state: 'West Bengal', pincodes: [700001, 700156] },
  { city: 'Ahmedabad', district: 'Ahmedabad', state: 'Gujarat', pincodes: [380001, 380061] },
  { city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', pincodes: [302001, 302039] },
  { city: 'Lucknow', district: 'Lucknow', state: 'Uttar Pradesh', pincodes: [226001, 226031] },
  { city: 'Kochi', district: 'Ernakulam', state: 'Kerala', pincodes: [682001, 682042] },
  { city: 'Bhopal', district: 'Bhopal', state: 'Madhya Pradesh', pincodes: [462001, 462047] },
  { city: 'Chandigarh', district: 'Chandigarh', state: 'Chandigarh', pincodes: [160001, 160036] },
  { city: 'Bhubaneswar', district: 'Khordha', state: 'Odisha', pincodes: [751001, 751031] },
  { city: 'Guwahati', district: 'Kamrup Metropolitan', state: 'Assam', pincodes: [781001, 781040] },
] as const;
