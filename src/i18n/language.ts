import { chooseLanguage, type Language } from '../../domain/shared/language';
import { STORAGE_KEYS, type KeyValueStore } from '../../domain/shared/ports';
import { switchLanguage } from './i18n';

/** Before the first render: the patient's stored choice, else what the browser prefers. */
export function startLanguage(store: KeyValueStore, browserPreferences: readonly string[]): Promise<void> {
  return switchLanguage(chooseLanguage(store.get(STORAGE_KEYS.language), browserPreferences));
}

/** The patient's choice, kept on this device across reloads and sign-out (SignOut spares it). */
export async function changeLanguage(store: KeyValueStore, next: Language): Promise<void> {
  await switchLanguage(next);
  store.set(STORAGE_KEYS.language, next);
}
