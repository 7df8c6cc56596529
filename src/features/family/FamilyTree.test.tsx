import { screen, within } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAMILY } from '../../app/modules/family/tokens';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Priya's user id in the fake seed (fakes/seed.ts). */
const PRIYA_ID = 'u-1';

describe('The family tree web view', { timeout: 30000 }, () => {
  it('shows the signed-in patient at the centre with her mother above, husband beside and daughter below, and a way to manage the family', async () => {
    await renderApp(`/familyTree/${PRIYA_ID}`, { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 1, name: 'Family tree of Priya Sharma' })).toBeVisible();
    const parents = screen.getByRole('region', { name: 'Parents' });
    expect(within(parents).getByRole('listitem')).toHaveTextContent(/^Sunita AgarwalMother · \d+ years · Female$/);
    const centre = screen.getByRole('region', { name: 'You, spouse and siblings' });
    expect(within(centre).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Priya Sharma', 'Amit Sharma']);
    expect(within(centre).getAllByRole('listitem')[0]).toHaveTextContent(/Patient · \d+ years · Female/);
    expect(within(screen.getByRole('region', { name: 'Children' })).getByRole('listitem')).toHaveTextContent(/Ananya SharmaDaughter · \d+ years · Female/);
    expect(screen.queryByText(/98765 01234|9876501234/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your family' })).toHaveAttribute('href', '/patient/family-tree');
  });

  it('is read-only for the doctor: the tree, and no link to change it', async () => {
    await renderApp(`/familyTree/${PRIYA_ID}/true`, { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 1, name: 'Family tree of Priya Sharma' })).toBeVisible();
    expect(screen.getByText('Read-only, for the consulting doctor.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Patient, spouse and siblings' })).toHaveTextContent('Amit Sharma');
    const page = screen.getByRole('main');
    expect(within(page).queryByRole('link')).not.toBeInTheDocument();
    expect(within(page).queryByRole('button')).not.toBeInTheDocument();
  });

  it('without a session says where to open it, and asks nothing of the server', async () => {
    const { services } = await renderApp(`/familyTree/${PRIYA_ID}/true`);
    const tree = vi.spyOn(services.get(FAMILY.FamilyApi), 'familyTreeForWebView');
    expect(await screen.findByText(/This family tree opens from the doctor console during a consultation\./)).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(tree).not.toHaveBeenCalled();
  });

  it('without a session, offers the patient the app or a log-in that comes back here', async () => {
    await renderApp(`/familyTree/${PRIYA_ID}`);
    expect(await screen.findByText(/Open your family tree from the CareWell app/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/auth/login?refer=/familyTree/u_1');
  });

  it('says "not found" for another patient’s tree', async () => {
    await renderApp('/familyTree/u-2', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data Not Found: we could not find this family tree. Check the link, or open it again from the app.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when the tree cannot be loaded, and Try again brings it', async () => {
    const { user, services } = await renderApp(`/familyTree/${PRIYA_ID}/true`, { signInAs: DEMO.subscriber });
    // The page's chunk is still on its way, so its first read is this one.
    vi.spyOn(services.get(FAMILY.FamilyApi), 'familyTreeForWebView').mockResolvedValueOnce(Err({ kind: 'server', status: 503, message: 'Service unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the family tree. Service unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Family tree of Priya Sharma' })).toBeVisible();
  });
});
