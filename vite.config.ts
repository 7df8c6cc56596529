import { defineConfig, loadEnv } from 'vite';
import { readConfig } from './src/app/config.ts';

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (command === 'build') {
    // Fail the build, not the patient's first visit, when the live configuration is wrong.
    const config = readConfig({ ...env, ...pickViteEnv(process.env) });
    if (!config.ok) throw new Error(`Invalid configuration:\n- ${config.problems.join('\n- ')}`);
  }
  return {
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      sourcemap: false,
      target: 'es2022',
    },
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
    preview: { host: '127.0.0.1' },
  };
});

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => e[0].startsWith('VITE_') && e[1] !== undefined));
}
