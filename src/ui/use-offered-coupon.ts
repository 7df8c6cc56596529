import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address parameter the Offers page's "Apply" puts on a cart's address. */
export const OFFERED_COUPON_PARAM = 'coupon';

/**
 * The coupon the patient chose on the Offers page for this cart (`?coupon=CODE`), and a way to
 * drop it from the address once the cart has taken it, so a reload does not ask again.
 */
export function useOfferedCoupon(): { code: string | null; taken: () => void } {
  const [search, setSearch] = useSearchParams();
  const code = search.get(OFFERED_COUPON_PARAM)?.trim().toUpperCase() || null;
  const taken = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(OFFERED_COUPON_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { code, taken };
}
