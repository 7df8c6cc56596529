import { BehaviorSubject, type Observable } from 'rxjs';
import { TOAST_DURATION_MS } from '../../domain/shared/constants';
import type { Notifier, ToastTone } from '../../domain/session/ports';

export interface Toast {
  id: number;
  messages: readonly string[];
  tone: ToastTone;
}

const FLASH_KEY = 'patient-web.flash';

/**
 * The toasts of the shell. Implements the domain's Notifier; a message meant for after
 * a reload waits in session storage, which survives the reload but not the tab.
 */
export class ToastCenter implements Notifier {
  private readonly list = new BehaviorSubject<readonly Toast[]>([]);
  private nextId = 1;
  readonly toasts$: Observable<readonly Toast[]> = this.list.asObservable();

  constructor(private readonly flashStorage: Storage | null = safeSessionStorage()) {}

  show(messages: string | readonly string[], tone: ToastTone, durationMs = TOAST_DURATION_MS): void {
    const list = (typeof messages === 'string' ? [messages] : messages).filter((m) => m.trim() !== '');
    if (list.length === 0) return;
    const toast: Toast = { id: this.nextId++, messages: list, tone };
    this.list.next([...this.list.value, toast]);
    setTimeout(() => this.dismiss(toast.id), durationMs);
  }

  dismiss(id: number): void {
    this.list.next(this.list.value.filter((toast) => toast.id !== id));
  }

  showAfterReload(message: string, tone: ToastTone): void {
    this.flashStorage?.setItem(FLASH_KEY, JSON.stringify({ message, tone }));
  }

  /** Shows what the previous page left for after the reload, once. */
  showPendingFlash(): void {
    const raw = this.flashStorage?.getItem(FLASH_KEY);
    if (!raw) return;
    this.flashStorage?.removeItem(FLASH_KEY);
    try {
      const { message, tone } = JSON.parse(raw) as { message: string; tone: ToastTone };
      this.show(message, tone);
    } catch {
      // A damaged flash is dropped: it is only a courtesy message.
    }
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
