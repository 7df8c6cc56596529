import type { Delay } from '../../domain/payments/checkout';

/** setTimeout behind the Delay port: the reload 4 s after a payment (spec §4). */
export const timerDelay: Delay = {
  after(ms, action) {
    setTimeout(action, ms);
  },
};
