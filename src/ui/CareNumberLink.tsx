import { CUSTOMER_CARE_NUMBER } from '../../domain/shared/constants';

/** 'tel:18003090101': the number without its spaces, which phones dial as written. */
export const CARE_TEL_HREF = `tel:${CUSTOMER_CARE_NUMBER.replace(/\s+/g, '')}`;

/** The customer-care number (spec §9) as a link phones can call. */
export function CareNumberLink({ className }: { className?: string }) {
  return (
    <a className={className} href={CARE_TEL_HREF}>
      {CUSTOMER_CARE_NUMBER}
    </a>
  );
}
