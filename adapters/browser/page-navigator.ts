import type { PageNavigator } from '../../domain/session/ports';

type PageLocation = Pick<Location, 'assign' | 'replace' | 'reload' | 'pathname' | 'search'>;

export class BrowserPageNavigator implements PageNavigator {
  /** The page being loaded: the JavaScript that asked for it ends with this page. */
  private loading: string | null = null;

  constructor(private readonly location: PageLocation = window.location) {}

  assign(path: string): void {
    // A dead session is reported by every call it fails (the port guard and the use-case both
    // end it); asking again for the page already loading would abort that load.
    if (this.loading === path) return;
    this.loading = path;
    this.location.assign(path);
  }

  replace(path: string): void {
    this.location.replace(path);
  }

  reload(): void {
    this.location.reload();
  }

  where(): string {
    return `${this.location.pathname}${this.location.search}`;
  }
}
