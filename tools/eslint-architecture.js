import path from 'node:path';

/**
 * The dependency rules of shared/ARCHITECTURE.md, checked on every import:
 * - domain/ imports only domain/, rxjs, ts-results-es and valibot;
 * - adapters/ and fakes/ import domain/ and libraries, never each other nor src/;
 * - src/ imports domain/ and itself; only the composition root (container.ts and the feature
 *   modules under src/app/modules) imports inversify, adapters/ and fakes/ (fakes only through a dynamic import, so the live build has none);
 * - a feature (src/features/<a>/) imports no other feature, type imports included: what two
 *   features share lives in src/ui/ (or src/app/ when it is wiring), and src/ui/ imports no feature.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const LAYERS = ['domain', 'adapters', 'fakes', 'src', 'tests', 'scripts', 'tools'];
const DOMAIN_PACKAGES = new Set(['rxjs', 'ts-results-es', 'valibot']);
const COMPOSITION_ROOT = 'src/app/container.ts';
/** The composition root and the feature modules it loads: each context binds its own adapters there. */
const isCompositionRoot = (file) => file === COMPOSITION_ROOT || file.startsWith('src/app/modules/');

const FEATURES = 'src/features/';
function featureOf(relativePath) {
  return relativePath.startsWith(FEATURES) ? relativePath.slice(FEATURES.length).split('/')[0] : null;
}

function checkFeatures(context, node, specifier) {
  if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
  const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
  const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), specifier)).split(path.sep).join('/').replace(/\.[jt]sx?$/, '');
  const to = featureOf(target);
  if (to === null) return;
  const feature = featureOf(from);
  if (feature !== null && feature !== to) {
    context.report({ node, message: `src/features/${feature}/ must not import src/features/${to}/: move the shared piece to src/ui/ (or src/app/ if it is wiring)` });
  }
  if (from.startsWith('src/ui/')) {
    context.report({ node, message: `src/ui/ must not import src/features/${to}/: the UI kit serves every feature and depends on none` });
  }
}

function layerOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep);
  return LAYERS.includes(relative[0]) ? relative[0] : null;
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function check(context, node, specifier, dynamic) {
  const file = context.filename;
  const from = layerOf(file);
  if (from === null || typeof specifier !== 'string') return;
  const relativeFile = path.relative(ROOT, file).split(path.sep).join('/');
  const isTest = /\.test\.tsx?$/.test(file);

  if (specifier.startsWith('.')) {
    const target = layerOf(path.resolve(path.dirname(file), specifier));
    const report = (why) => context.report({ node, message: `${from}/ must not import ${target}/: ${why}` });
    if (target === null || target === from) return;
    if (from === 'domain') return report('the domain is pure and knows nothing outside itself');
    if ((from === 'adapters' || from === 'fakes') && target !== 'domain') {
      return report('adapters and fakes depend on the domain only');
    }
    if (from === 'src' && (target === 'adapters' || target === 'fakes')) {
      if (!isCompositionRoot(relativeFile) && !isTest) return report(`only ${COMPOSITION_ROOT} and the feature modules of src/app/modules pick the backend`);
      if (target === 'fakes' && !dynamic && !isTest) return report('fakes are loaded with a dynamic import() so the live build carries none of them');
    }
    if (from === 'src' && (target === 'tests' || target === 'scripts' || target === 'tools')) return report('the app does not ship test or build code');
    return;
  }

  const name = packageName(specifier);
  if (from === 'domain' && !DOMAIN_PACKAGES.has(name) && !(isTest && (name === 'vitest' || name === 'fast-check'))) {
    context.report({ node, message: `domain/ may import only rxjs, ts-results-es and valibot, not '${name}'` });
  }
  if (from === 'src' && name === 'inversify' && !isCompositionRoot(relativeFile) && !/^src\/app\/(tokens|di)\.tsx?$/.test(relativeFile)) {
    context.report({ node, message: `only the composition root wires inversify; ask for use-cases with useUseCase()` });
  }
  if (from === 'src' && name === '@faker-js/faker') {
    context.report({ node, message: 'faker belongs to fakes/, which the app loads only in fake mode' });
  }
  if (from === 'src' && name === '@noble/hashes') {
    context.report({ node, message: "the demo store's password hashing belongs to fakes/, which the app loads only in fake mode" });
  }
}

export const architecture = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const checkBoth = (node, specifier, dynamic) => {
          check(context, node, specifier, dynamic);
          checkFeatures(context, node, specifier);
        };
        return {
          // A type import costs nothing at run time but still ties one feature to another.
          ImportDeclaration: (node) => (node.importKind === 'type' ? checkFeatures(context, node, node.source.value) : checkBoth(node, node.source.value, false)),
          ExportNamedDeclaration: (node) => node.source && checkBoth(node, node.source.value, false),
          ExportAllDeclaration: (node) => checkBoth(node, node.source.value, false),
          ImportExpression: (node) => node.source.type === 'Literal' && checkBoth(node, node.source.value, true),
        };
      },
    },
  },
};
