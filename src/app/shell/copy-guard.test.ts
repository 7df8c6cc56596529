import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Notifier } from '../../../domain/session/ports';
import { renderApp } from '../../test/render-app';
import { installCopyGuard } from './copy-guard';

const COPY_BLOCKED = 'Copying is disabled on this site for security reasons.';

describe('copy guard (spec §1)', () => {
  it('blocks copying page text and shows the toast "Copying is disabled on this site for security reasons."', async () => {
    await renderApp('/auth/login');
    const heading = await screen.findByRole('heading', { name: /Log in to/ });

    const allowed = fireEvent.copy(heading);

    expect(allowed).toBe(false); // preventDefault was called
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY_BLOCKED);
  });

  it('blocks cutting page text too', async () => {
    await renderApp('/auth/login');
    const heading = await screen.findByRole('heading', { name: /Log in to/ });

    expect(fireEvent.cut(heading)).toBe(false);
    expect(await screen.findByText(COPY_BLOCKED)).toBeInTheDocument();
  });

  it('lets people copy what they typed in a form field, without a toast', async () => {
    await renderApp('/auth/login');
    const mobile = await screen.findByLabelText('Mobile number');

    expect(fireEvent.copy(mobile)).toBe(true);
    expect(screen.queryByText(COPY_BLOCKED)).not.toBeInTheDocument();
  });

  it('prevents the context menu on page text but not in a form field', async () => {
    await renderApp('/auth/login');
    const heading = await screen.findByRole('heading', { name: /Log in to/ });

    expect(fireEvent.contextMenu(heading)).toBe(false);
    expect(fireEvent.contextMenu(screen.getByLabelText('Mobile number'))).toBe(true);
    expect(screen.queryByText(COPY_BLOCKED)).not.toBeInTheDocument();
  });

  it('stops guarding once uninstalled', () => {
    const notifier: Notifier = { show: vi.fn(), showAfterReload: vi.fn() };
    const text = document.body.appendChild(document.createElement('p'));
    text.textContent = 'Some page text';
    const uninstall = installCopyGuard(document, notifier);

    expect(fireEvent.copy(text)).toBe(false);
    expect(notifier.show).toHaveBeenCalledWith(COPY_BLOCKED, 'error');

    uninstall();
    expect(fireEvent.copy(text)).toBe(true);
    expect(fireEvent.contextMenu(text)).toBe(true);
    expect(notifier.show).toHaveBeenCalledTimes(1);
    text.remove();
  });
});
