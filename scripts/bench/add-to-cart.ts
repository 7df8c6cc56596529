import { CPU_SLOWDOWN, withSignedInDemo } from './demo';
import { percentile } from './stats';

export interface AddToCartTiming {
  cpuSlowdown: number;
  clicks: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * One interaction as a patient feels it, on the demo build with the CPU slowed 4x: from the
 * click on 'Add to cart' to the header badge showing the new count (a MutationObserver in the
 * page timestamps the change, so the harness's own round trips are not counted).
 */
export async function addToCartTimings(): Promise<AddToCartTiming> {
  const times = await withSignedInDemo('9123456780', async ({ page, base, throttle }) => {
    const out: number[] = [];
    // Ten medicines that need no prescription and are sold at the demo pincode.
    for (const id of ['med-1', 'med-2', 'med-3', 'med-5', 'med-6', 'med-7', 'med-8', 'med-9', 'med-10', 'med-11']) {
      await page.goto(`${base}/healthcare/medicine-details?id=${id}`);
      const button = page.getByRole('button', { name: /^Add to cart: / }).first();
      await button.waitFor();
      await page.getByTestId('cart-badge').waitFor();
      await throttle(CPU_SLOWDOWN);
      const elapsed = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const badge = document.querySelector('[data-testid="cart-badge"]');
            const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label')?.startsWith('Add to cart: '));
            if (!badge || !button) throw new Error('no badge or Add to cart button');
            const before = badge.textContent;
            let started = 0;
            new MutationObserver((_, observer) => {
              if (badge.textContent === before) return;
              observer.disconnect();
              resolve(performance.now() - started);
            }).observe(badge, { childList: true, characterData: true, subtree: true });
            started = performance.now();
            button.click();
            setTimeout(() => resolve(Number.NaN), 5000);
          }),
      );
      await throttle(1);
      if (Number.isNaN(elapsed)) throw new Error(`Add to cart on ${id} never changed the badge`);
      out.push(elapsed);
    }
    return out;
  });
  times.sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return { cpuSlowdown: CPU_SLOWDOWN, clicks: times.length, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(times.at(-1) ?? Number.NaN) };
}
