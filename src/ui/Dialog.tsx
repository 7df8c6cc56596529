import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.dialog`
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.5rem;
  width: min(92vw, 480px);
  max-height: 90vh;
  overflow: auto;
  color: ${({ theme }) => theme.colours.text};
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
`;

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  /** Escape, the close button of the caller, or the backdrop's cancel: the dialog is closed by its owner. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: named by its title, focus moves into it when
 * it opens (the element marked data-autofocus, else the first control), Escape closes it, and
 * focus goes back to whatever opened it. Render it only while it is open.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      // Browsers without showModal (and jsdom): the same element, open and announced as modal.
      dialog.setAttribute('open', '');
    }
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKey);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKey);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      // When what opened it has gone (a cancelled order loses its Cancel button), the page's content takes focus.
      if (opener?.isConnected) opener.focus();
      else document.getElementById('main')?.focus();
    };
  }, []);

  return (
    <Frame ref={ref} aria-labelledby={titleId} aria-modal="true">
      <h2 id={titleId}>{title}</h2>
      {children}
    </Frame>
  );
}
