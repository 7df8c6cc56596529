import { COPY_BLOCKED_MESSAGE } from '../../../domain/shared/constants';
import type { Notifier } from '../../../domain/session/ports';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * Spec §1: copying page content and the context menu are blocked site-wide. Form fields
 * are exempt so people can still copy, paste and correct what they typed.
 */
export function installCopyGuard(doc: Document, notifier: Notifier): () => void {
  const onCopy = (event: ClipboardEvent) => {
    if (isEditable(event.target)) return;
    event.preventDefault();
    notifier.show(COPY_BLOCKED_MESSAGE, 'error');
  };
  const onContextMenu = (event: MouseEvent) => {
    if (isEditable(event.target)) return;
    event.preventDefault();
  };
  doc.addEventListener('copy', onCopy);
  doc.addEventListener('cut', onCopy);
  doc.addEventListener('contextmenu', onContextMenu);
  return () => {
    doc.removeEventListener('copy', onCopy);
    doc.removeEventListener('cut', onCopy);
    doc.removeEventListener('contextmenu', onContextMenu);
  };
}
