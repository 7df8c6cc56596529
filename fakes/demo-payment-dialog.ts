export interface DemoPaymentDetails {
  amountPaise: number;
  description: string;
  paymentOrderId: string;
  /** Shown as "Paying as …", like the provider's prefilled form. */
  name?: string | null;
  contact?: string | null;
}

export type DemoPaymentOutcome = { kind: 'paid'; paymentId: string } | { kind: 'failed'; reason: string } | { kind: 'dismissed' };

/**
 * The demo checkout: an accessible modal built with plain DOM that looks and behaves like
 * the provider's (pay, fail, close; Escape does nothing, as with `modal.escape: false`).
 * Focus moves into it, stays in it, and goes back where it was when it closes; the page
 * behind is inert meanwhile.
 *
 * Self-contained on purpose, with no imports and no outer names: the Razorpay stub for
 * end-to-end tests (fakes/razorpay-stub.ts) ships this function's source text to the
 * browser, so the HTTP build pays through the very same dialog.
 */
export function openDemoPaymentDialog(doc: Document, details: DemoPaymentDetails, done: (outcome: DemoPaymentOutcome) => void): void {
  const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(details.amountPaise / 100);
  const returnFocus = doc.activeElement as HTMLElement | null;
  const unique = `demo-payment-${Math.random().toString(36).slice(2, 10)}`;

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, style: string, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const overlay = element('div', 'position:fixed;inset:0;background:rgba(15,23,42,0.6);display:flex;align-items:center;justify-content:center;z-index:2147483000;font-family:system-ui,sans-serif;');
  overlay.setAttribute('data-demo-checkout', '');
  const dialog = element('div', 'background:#fff;color:#1f2937;border-radius:12px;width:min(92vw,380px);padding:24px;box-shadow:0 20px 50px rgba(0,0,0,0.3);');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${unique}-title`);
  dialog.setAttribute('aria-describedby', `${unique}-description`);

  const title = element('h2', 'margin:0 0 4px;font-size:20px;color:#1A4BA1;', 'Demo payment');
  title.id = `${unique}-title`;
  const note = element('p', 'margin:0 0 16px;font-size:13px;color:#4b5563;', 'The demo checkout: no money moves. Choose how the payment should end.');
  const description = element('p', 'margin:0 0 4px;font-size:15px;', details.description);
  description.id = `${unique}-description`;
  const total = element('p', 'margin:0 0 8px;font-size:28px;font-weight:700;', amount);
  const order = element('p', 'margin:0 0 16px;font-size:12px;color:#4b5563;', `Payment order ${details.paymentOrderId}`);
  dialog.append(title, note, description, total, order);
  if (details.name || details.contact) {
    dialog.append(element('p', 'margin:0 0 16px;font-size:13px;color:#374151;', `Paying as ${[details.name, details.contact ? `+${details.contact}` : null].filter(Boolean).join(', ')}`));
  }

  const buttonStyle = 'display:block;width:100%;margin-top:8px;padding:12px;border-radius:8px;font-size:16px;cursor:pointer;';
  const pay = element('button', `${buttonStyle}background:#1A4BA1;color:#fff;border:2px solid #1A4BA1;font-weight:600;`, `Pay ${amount}`);
  const fail = element('button', `${buttonStyle}background:#fff;color:#b91c1c;border:2px solid #b91c1c;`, 'Fail payment');
  const close = element('button', `${buttonStyle}background:#fff;color:#1f2937;border:2px solid #6b7280;`, 'Close');
  for (const button of [pay, fail, close]) button.type = 'button';
  dialog.append(pay, fail, close);
  overlay.append(dialog);

  // The page behind can be neither clicked nor reached by Tab while the checkout is open.
  // The attribute rather than the property: older engines and test DOMs lack the property.
  const inerted: { node: Element; was: boolean }[] = [];
  for (const child of Array.from(doc.body.children)) {
    inerted.push({ node: child, was: child.hasAttribute('inert') });
    child.setAttribute('inert', '');
  }
  doc.body.append(overlay);

  const buttons = [pay, fail, close];
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // As the provider's checkout with escape disabled: only the buttons end it.
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.key !== 'Tab') return;
    const index = buttons.indexOf(doc.activeElement as HTMLButtonElement);
    const next = event.shiftKey ? (index <= 0 ? buttons.length - 1 : index - 1) : index === -1 || index === buttons.length - 1 ? 0 : index + 1;
    event.preventDefault();
    buttons[next]?.focus();
  };
  doc.addEventListener('keydown', onKey, true);

  let finished = false;
  const finish = (outcome: DemoPaymentOutcome) => {
    if (finished) return;
    finished = true;
    doc.removeEventListener('keydown', onKey, true);
    overlay.remove();
    for (const { node, was } of inerted) if (!was) node.removeAttribute('inert');
    if (returnFocus && typeof returnFocus.focus === 'function') returnFocus.focus();
    done(outcome);
  };
  pay.addEventListener('click', () => finish({ kind: 'paid', paymentId: `pay_DEMO${Math.random().toString(36).slice(2, 12).toUpperCase()}` }));
  fail.addEventListener('click', () => finish({ kind: 'failed', reason: 'Your bank declined the payment (demo)' }));
  close.addEventListener('click', () => finish({ kind: 'dismissed' }));
  pay.focus();
}
