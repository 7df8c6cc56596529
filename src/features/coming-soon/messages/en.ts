/** What each feature area will bring, in the words of its issue: the page of routes not built yet. */
export default {
  home: 'This page is being built.',
  session: 'Signing in with a password, registration, partner and corporate sign-up, password recovery and SSO are coming in the next release.',
  account: 'Your profile, settings, FAQ and account management are coming in the next release.',
  pharmacy: 'Medicine search, cheaper substitutes, the cart, coupons, prescription upload and medicine orders are coming soon.',
  diagnostics: 'Lab tests and packages, lab comparison, home sample collection, slots and reports are coming soon.',
  consultations: 'Booking family physicians, specialists and therapists, and managing your consultations, are coming soon.',
  family: 'Family members, travel members and the family tree are coming in a later release.',
  records: 'Your lab reports and prescriptions in one place are coming in a later release.',
  'medical-history': 'Your medical history forms are coming in a later release.',
  subscriptions: 'Care subscriptions and Care Plus plans are coming in a later release.',
  payments: 'Invoices and payments are coming with consultations and orders.',
  abha: 'Creating your ABHA health ID with Aadhaar or a driving licence is coming in a later release.',
  wearables: 'Connecting wearables to track steps, sleep, heart rate and glucose is coming in a later release.',
  content: 'Webinars, careers, our programmes and our other pages are coming in a later release.',
  places: 'Finding hospitals, stores and labs near you is coming in a later release.',
  video: 'Video consultations are coming with consultations.',
};
