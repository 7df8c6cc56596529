/**
 * The app's icons, under the spec's names: a page asks for the concept (a cart, a lab test), not
 * for a drawing, so a glyph changes here once. They are lucide-react's icons, re-exported by name:
 *
 * - Beside text (`<CartIcon /> Cart`) an icon is decoration: lucide marks it aria-hidden, so it
 *   never changes the name of the link or button it sits in.
 * - Standing alone, give it a name: `<SearchIcon {...iconLabel('Search')} />` makes it an image
 *   with that name (lucide leaves an icon that has a role or an aria- attribute visible).
 * - Size: 1.25em by default (global-style.ts), so it follows the text it sits in; a parent's
 *   style sets another. Colour: currentColor, the text's colour from the theme. Stroke: lucide's 2.
 *
 * Plain re-exports, not wrappers: each icon's drawing then travels in the chunk of the page that
 * draws it, and only the icons used reach the bundle (docs/decisions.md, "Icons").
 */
import styled from 'styled-components';

export { default as AddToCartIcon } from 'lucide-react/icons/shopping-cart-plus';
export { default as BackIcon } from 'lucide-react/icons/arrow-left';
export { default as BlogIcon } from 'lucide-react/icons/newspaper';
export { default as CalendarIcon } from 'lucide-react/icons/calendar-days';
export { default as CallBackIcon } from 'lucide-react/icons/phone-incoming';
export { default as CancerScreeningIcon } from 'lucide-react/icons/ribbon';
export { default as CarePlusIcon } from 'lucide-react/icons/crown';
export { default as CartIcon } from 'lucide-react/icons/shopping-cart';
export { default as ConsultationIcon } from 'lucide-react/icons/stethoscope';
export { default as ContactIcon } from 'lucide-react/icons/mail';
export { default as CustomerCareIcon } from 'lucide-react/icons/phone';
export { default as DeleteAccountIcon } from 'lucide-react/icons/user-x';
export { default as FamilyIcon } from 'lucide-react/icons/users';
export { default as FaqIcon } from 'lucide-react/icons/circle-help';
export { default as GenomicWellnessIcon } from 'lucide-react/icons/dna';
export { default as HomeCollectionIcon } from 'lucide-react/icons/map-pin-house';
export { default as HomeIcon } from 'lucide-react/icons/house';
export { default as LabTestIcon } from 'lucide-react/icons/flask-conical';
export { default as LocationIcon } from 'lucide-react/icons/map-pin';
export { default as MedicalHistoryIcon } from 'lucide-react/icons/heart-pulse';
export { default as MedicineIcon } from 'lucide-react/icons/pill';
export { default as MentalWellnessIcon } from 'lucide-react/icons/brain';
export { default as MenuToggleIcon } from 'lucide-react/icons/chevron-down';
export { default as NoResultsIcon } from 'lucide-react/icons/search-x';
export { default as OffersIcon } from 'lucide-react/icons/badge-percent';
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

/** The props that make an icon standing alone an image with a name (WCAG 1.1.1). */
export function iconLabel(label: string) {
  return { role: 'img', 'aria-label': label } as const;
}

/**
 * An icon that leads a card or an empty state: larger, in a soft disc of the theme's colours.
 * Decorative like any icon beside text; the card's heading or the empty state's words say it.
 */
export const IconDisc = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colours.primarySoft};
  color: ${({ theme }) => theme.colours.primary};
  .lucide {
    width: 1.75rem;
    height: 1.75rem;
  }
`;
