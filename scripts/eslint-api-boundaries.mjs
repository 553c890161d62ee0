import fs from 'node:fs';
import path from 'node:path';

/**
 * Backend boundaries of services/api/src/modules (the `tpp/api-boundaries` rule of
 * eslint.config.mjs). A module uses another module only through its public files:
 * - its `<name>.module.ts` and its `index.ts`;
 * - a file under its `services/` that defines a provider the Nest module lists in `exports`;
 * - plain files outside the layer folders (`auth/`, `engine/`, `<name>.errors.ts`, small shared
 *   rule modules such as `uploads/upload-keys.ts`).
 * Never its `repositories/`, `dto/`, `demo/`, its `*.sql.ts` fragments or a service it does not
 * export. A DTO or row type other modules need is published by re-exporting it from `index.ts`.
 * Besides, no file under a `services/` folder (at any depth) runs SQL: `.query(` belongs in a
 * repository. Imports are resolved against the importing file, so every relative spelling counts.
 */

const MODULE_FILE = /^(.*[\\/]services[\\/]api[\\/]src[\\/]modules)[\\/]([^\\/]+)[\\/](.+)$/;
const INTERNAL_FOLDERS = new Set(['repositories', 'dto', 'demo']);

/** `<root>/services/api/src/modules/sheets/services/x.ts` -> { root, module: 'sheets', rest: 'services/x.ts' }. */
function placeOf(file) {
  const match = MODULE_FILE.exec(file);
  if (!match) return null;
  return { root: match[1], module: match[2], rest: match[3].split(path.sep).join('/') };
}

const exportedCache = new Map();

/** The files (relative to the module folder, without extension) of the providers a module exports. */
function exportedFiles(root, moduleName) {
  const folder = path.join(root, moduleName);
  const key = folder;
  if (exportedCache.has(key)) return exportedCache.get(key);
  const files = new Set();
  const entries = fs.existsSync(folder)
    ? fs.readdirSync(folder).filter((name) => name.endsWith('.module.ts'))
    : [];
  for (const name of entries) {
    const text = fs.readFileSync(path.join(folder, name), 'utf8');
    const exported = /exports:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
    const names = new Set(
      exported
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
      const imported = match[1].split(',').map((part) => part.replace(/^type\s+/, '').trim());
      if (imported.some((part) => names.has(part)))
        files.add(path.posix.normalize(match[2].replace(/^\.\//, '').replace(/\.js$/, '')));
    }
  }
  exportedCache.set(key, files);
  return files;
}

function withoutExtension(rest) {
  return rest.replace(/\.(ts|js|mjs)$/, '');
}

/** Why `rest` (a path inside module `target`) is not public, or null when it is. */
function internalReason(root, target, rest) {
  const bare = withoutExtension(rest);
  if (/^[^/]+\.module$/.test(bare) || bare === 'index') return null;
  const folder = bare.includes('/') ? bare.slice(0, bare.indexOf('/')) : null;
  if (/\.sql$/.test(bare)) return 'an SQL fragment';
  if (folder && INTERNAL_FOLDERS.has(folder)) return `${folder}/`;
  if (folder === 'services' && !exportedFiles(root, target).has(bare))
    return 'a service its Nest module does not export';
  return null;
}

export const apiBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = placeOf(path.resolve(path.dirname(file), source));
      if (!there || there.module === here.module) return;
      const reason = internalReason(here.root, there.module, there.rest);
      if (reason)
        context.report({
          node,
          message: `Module '${here.module}' reaches into module '${there.module}' (${reason}: '${source}'): use a service '${there.module}' exports or what its index.ts publishes.`,
        });
    }
    const inServices = /(^|\/)services\//.test(here.rest);
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression(node) {
        if (
          inServices &&
          node.callee.type === 'MemberExpression' &&
          !node.callee.computed &&
          node.callee.property.name === 'query'
        )
          context.report({
            node,
            message: 'No SQL in services/: move the query into a repository of the module.',
          });
      },
    };
  },
};
