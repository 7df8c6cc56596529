import type { PageNavigator } from '../../domain/session/ports';

export class BrowserPageNavigator implements PageNavigator {
  assign(path: string): void {
    window.location.assign(path);
  }

  replace(path: string): void {
    window.location.replace(path);
  }

  reload(): void {
    window.location.reload();
  }
}
