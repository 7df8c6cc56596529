/**
 * The app's icons, under the spec's names: a page asks for the concept (a cart, a lab test), not
 * for a drawing, so a glyph changes here once. They are lucide-react's icons, re-exported by name:
 *
 * - Beside text (`<CartIcon /> Cart`) an icon is decoration: lucide marks it aria-hidden, so it
 *   never changes the name of the link or button it sits in.
 * - Standing alone, give it a name: `<SearchIcon role="img" aria-label="Search" />` makes it an
 *   image with that name (lucide leaves an icon that has a role or an aria- attribute visible).
 * - Size: 1.25em by default (global-style.ts), so it follows the text it sits in; a parent's
 *   style sets another, and `IconDisc` (controls.tsx) a larger one in a soft disc. Colour:
 *   currentColor, the text's colour from the theme. Stroke: lucide's 2.
 *
 * Re-exports only, no wrappers and no code of this module's own: each drawing then travels in
 * the chunk of the page that draws it, and only the icons used reach the bundle. Code here would
 * be shared by the shell and the pages, and the bundler then splits the shell into more chunks
 * (measured: 148.0 KB to 150.6 KB on a first visit). docs/decisions.md, "Icons".
 */
export { default as AddToCartIcon } from 'lucide-react/icons/shopping-cart-plus';
export { default as AmbulanceIcon } from 'lucide-react/icons/ambulance';
export { default as BackIcon } from 'lucide-react/icons/arrow-left';
export { default as BlogIcon } from 'lucide-react/icons/newspaper';
export { default as CalendarIcon } from 'lucide-react/icons/calendar-days';
export { default as CallIcon } from 'lucide-react/icons/phone-call';
export { default as CallBackIcon } from 'lucide-react/icons/phone-incoming';
export { default as CarePlusIcon } from 'lucide-react/icons/crown';
export { default as CartIcon } from 'lucide-react/icons/shopping-cart';
export { default as ConsultationIcon } from 'lucide-react/icons/stethoscope';
export { default as ContactIcon } from 'lucide-react/icons/mail';
export { default as CustomerCareIcon } from 'lucide-react/icons/phone';
export { default as DeleteAccountIcon } from 'lucide-react/icons/user-x';
export { default as DownloadIcon } from 'lucide-react/icons/download';
export { default as ExternalLinkIcon } from 'lucide-react/icons/external-link';
export { default as FamilyIcon } from 'lucide-react/icons/users';
export { default as FaqIcon } from 'lucide-react/icons/circle-help';
export { default as HomeCollectionIcon } from 'lucide-react/icons/map-pin-house';
export { default as HomeIcon } from 'lucide-react/icons/house';
export { default as LabTestIcon } from 'lucide-react/icons/flask-conical';
export { default as LocationIcon } from 'lucide-react/icons/map-pin';
export { default as MedicalHistoryIcon } from 'lucide-react/icons/heart-pulse';
export { default as MedicineIcon } from 'lucide-react/icons/pill';
export { default as MentalWellnessIcon } from 'lucide-react/icons/brain';
export { default as MenuToggleIcon } from 'lucide-react/icons/chevron-down';
export { default as NoResultsIcon } from 'lucide-react/icons/search-x';
export { default as NotificationsIcon } from 'lucide-react/icons/bell';
export { default as OrdersIcon } from 'lucide-react/icons/package';
export { default as ProfileIcon } from 'lucide-react/icons/user';
export { default as RecordsIcon } from 'lucide-react/icons/file-text';
export { default as SearchIcon } from 'lucide-react/icons/search';
export { default as SettingsIcon } from 'lucide-react/icons/settings';
export { default as SignOutIcon } from 'lucide-react/icons/log-out';
export { default as UploadPrescriptionIcon } from 'lucide-react/icons/file-up';
export { default as VideoCallIcon } from 'lucide-react/icons/video';
export { default as WebinarIcon } from 'lucide-react/icons/presentation';
export type { LucideIcon as AppIcon } from 'lucide-react';

