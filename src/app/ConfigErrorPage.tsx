/** Shown instead of the app when its configuration is missing or wrong: for whoever deployed it. */
export function ConfigErrorPage({ problems }: { problems: readonly string[] }) {
  return (
    <main style={{ maxWidth: 640, margin: '4rem auto', padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>The app is not configured correctly</h1>
      <p>Fix these settings and build the app again:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
