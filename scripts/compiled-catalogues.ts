import type { Plugin } from 'vite';

/**
 * Catalogues (`<area>/messages/<language>.ts`) are written as ICU messages; Lingui's compiler
 * turns each into the form src/i18n/format-message.ts interprets, so no message parser ships.
 * The app's builds, the dev server and the tests all load them through this (vite.config.ts,
 * vitest.config.ts). A catalogue is data only: anything else in it fails the build.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    enforce: 'post',
    async transform(code, id) {
      if (!/\/messages\/[a-z-]+\.ts$/.test(id)) return null;
      const { compileMessageOrThrow: compileMessage } = await import('@lingui/message-utils/compileMessage');
      const literal = /export default (\{[\s\S]*\});?\s*$/.exec(code)?.[1];
      if (literal === undefined) throw new Error(`${id}: a catalogue is one \`export default { ... }\` of messages`);
      const messages = new Function(`return ${literal};`)() as Record<string, unknown>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          if (typeof message !== 'string' || message.trim() === '') throw new Error(`${id}: "${key}" is not a message`);
          let compiled: ReturnType<typeof compileMessage>;
          try {
            compiled = compileMessage(message);
          } catch (error) {
            throw new Error(`${id}: "${key}" is not valid ICU: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
          }
          // Plain text stays a string: the smallest form, and the commonest.
          return [key, Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled];
        }),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
