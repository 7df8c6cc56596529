import { configure, prettyDOM, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Container } from 'inversify';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { settleNavigation } from '../../domain/navigation/match';
import type { PageNavigator } from '../../domain/session/ports';
import type { Session } from '../../domain/session/session';
import { App } from '../app/App';
import type { AppConfig } from '../app/config';
import { createContainer } from '../app/container';
import type { DemoControls } from '../app/demo-controls';
import { preloadSignedInShell } from '../app/shell/signed-in-shell';
import { pageFor } from '../app/page-map';
import { ALL_FEATURES } from '../app/modules';
import type { ToastCenter } from '../app/toasts';
import { TOKENS } from '../app/tokens';
import { SteppingClock } from './clock';

// A whole app renders per test and the first page of a file loads its lazy chunks, which on
// a busy machine can take longer than the default second. Text queries pass over the pages the
// app keeps hidden after they are left (RouteView; React hides them with an inline
// display: none), as a patient's eyes do; role queries already do.
configure({
  asyncUtilTimeout: 5000,
  defaultIgnore: 'script, style, [style*="display: none"], [style*="display: none"] *',
  getElementError: (message, container) => {
    const error = new Error([message, onScreen(container)].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

/**
 * What a failed query says was on screen: the text of the page shown in <main>, where the test
 * was looking. The whole document's markup (Testing Library's default) is cut off after the
 * header, which is all a CI excerpt then keeps.
 */
function onScreen(container: Element | null): string {
  const main = document.getElementById('main');
  if (main === null) return container === null ? '' : (prettyDOM(container) || '');
  const shown = [...main.children].filter((element) => !(element instanceof HTMLElement && element.style.display === 'none'));
  const text = shown.map((element) => element.textContent ?? '').join(' ').replace(/\s+/g, ' ').trim();
  return `Shown in <main>: ${text.slice(0, 4000)}`;
}

/** The fake backend with no latency: each test gets its own freshly seeded, in-memory world. */
export const FAKE_CONFIG: AppConfig = { backend: 'fake', latencyMs: 0, tenantId: 't', otpAuthKey: 'k' };

/** Demo data the fake backend is seeded with (fakes/seed.ts), repeated so helpers need no fakes import. */
export const DEMO = {
  otp: '123456',
  subscriber: '9876543210',
  patient: '9123456780',
  ssoToken: 'demo-sso-token',
} as const;

/** A PageNavigator that records full-page moves instead of leaving jsdom's page. */
export class RecordingNavigator implements PageNavigator {
  readonly calls: { method: 'assign' | 'replace' | 'reload'; path?: string }[] = [];

  assign(path: string): void {
    this.calls.push({ method: 'assign', path });
  }

  replace(path: string): void {
    this.calls.push({ method: 'replace', path });
  }

  reload(): void {
    this.calls.push({ method: 'reload' });
  }

  get assigned(): string[] {
    return this.calls.filter((c) => c.method === 'assign').map((c) => c.path ?? '');
  }
}

export interface AppHarness extends RenderResult {
  /** The Inversify container the app was given (RenderResult's `container` is the DOM node). */
  services: Container;
  /** Where the memory router is now. */
  location: { current: Location };
  navigator: RecordingNavigator;
  session: Session;
  toasts: ToastCenter;
  demo: DemoControls;
  user: UserEvent;
  /** The app's clock: `advance` lets the patient wait (out the submit throttle, say) without the test waiting. */
  clock: SteppingClock;
}

export interface RenderAppOptions {
  /** Sign in on the fake backend with this mobile number (OTP 123456) before rendering. */
  signInAs?: string;
  /** Put this token into local storage before the session starts (e.g. the SSO demo token). */
  token?: string;
  /** A sign-in link's token, as index.html takes it out of the address before the app starts. */
  linkToken?: string;
  /** Set the SSO flag in local storage. */
  sso?: boolean;
  /**
   * Bind every feature's use-cases before rendering (the default), so a test can reach them
   * through `services`; 'on demand' leaves it to the pages, as in the browser.
   */
  features?: 'all' | 'on demand';
  /** Options for userEvent.setup (fake timers need advanceTimers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Gets a real token for `mobileNumber` from the container's UserApi, as the login form would. */
export async function tokenFor(container: Container, mobileNumber: string): Promise<string> {
  const api = container.get(TOKENS.UserApi);
  const sent = await api.sendOtp({ mobileNumber, encryptedToken: 'test-token' });
  if (sent.isErr()) throw new Error(`sendOtp failed: ${JSON.stringify(sent.error)}`);
  const verified = await api.verifyOtp({ mobileNumber, otp: DEMO.otp });
  if (verified.isErr()) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.error)}`);
  return verified.value.token;
}

/**
 * Builds the app the way src/main.tsx does (fake backend, recorded navigator), starts the
 * session and renders `path` in a memory router.
 */
export async function renderApp(path: string, options: RenderAppOptions = {}): Promise<AppHarness> {
  const navigator = new RecordingNavigator();
  const clock = new SteppingClock();
  const container = await createContainer(FAKE_CONFIG, { navigator, clock });
  if (options.features !== 'on demand') await container.get(TOKENS.Features).load(ALL_FEATURES);
  // The session reads storage when first resolved, so the token goes in before that.
  const token = options.signInAs !== undefined ? await tokenFor(container, options.signInAs) : options.token;
  if (token !== undefined) localStorage.setItem('token', token);
  if (options.sso) localStorage.setItem('sso', 'true');

  const session = container.get(TOKENS.Session);
  const url = new URL(path, 'http://localhost');
  await session.start(options.linkToken ?? null);
  const toasts = container.get(TOKENS.Toasts);
  const demo = container.get(TOKENS.DemoControls);
  if (demo === null) throw new Error('the fake backend offers demo controls');

  // As src/main.tsx does for a landing page, the first page's chunk is fetched before the first
  // render: a test's first wait is then for the page's data, not for its modules to compile.
  const { navigation } = settleNavigation(url.pathname, url.search, session.currentToken !== null);
  if (navigation.kind === 'render') await pageFor(navigation.route).preload();
  if (session.currentToken !== null) await preloadSignedInShell();

  const location = { current: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'initial' } as Location };
  function LocationProbe() {
    location.current = useLocation();
    return null;
  }
  // No pause between keystrokes: the fake backend answers at once and the suite stays fast.
  const user = userEvent.setup({ delay: null, ...options.userOptions });
  const result = render(
    <App
      container={container}
      withRouter={(routes) => (
        <MemoryRouter initialEntries={[path]}>
          {routes}
          <LocationProbe />
        </MemoryRouter>
      )}
    />,
  );
  return { ...result, services: container, location, navigator, session, toasts, demo, user, clock };
}
