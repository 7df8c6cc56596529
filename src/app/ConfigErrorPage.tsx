import { shellMessages } from './shell/messages';

/**
 * Shown instead of the app when its configuration is missing or wrong: for whoever deployed it.
 * The problems themselves stay in English: they name settings, for developers.
 */
export function ConfigErrorPage({ problems }: { problems: readonly string[] }) {
  const t = shellMessages.useT();
  return (
    <main style={{ maxWidth: 640, margin: '4rem auto', padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{t('config.title')}</h1>
      <p>{t('config.fix')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
