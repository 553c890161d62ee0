/**
 * The one place that decides how the shell and the remotes are bundled and what they share.
 * Every rspack.config.mjs imports this module, so a singleton cannot be forgotten in one remote
 * (a remote that bundles its own react-dom/client silently downloads a second React DOM).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * Shared module -> the package whose version it carries. Every app must depend on these: a
 * missing one fails the build (one React, one session store, one UI kit on every page).
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  zustand: 'zustand',
  'zustand/vanilla': 'zustand',
  wouter: 'wouter',
  // Server state: one QueryClient context and cache on the page (see @tpp/session's query layer).
  // @tanstack/query-core is imported only by it, so it travels inside this shared module.
  '@tanstack/react-query': '@tanstack/react-query',
  '@tpp/session': '@tpp/session',
  '@tpp/contracts': '@tpp/contracts',
  '@tpp/ui': '@tpp/ui',
};

/**
 * Singletons shared only among the apps that depend on them (the shell does not): the first
 * remote to need one provides it to the others. They load with the lazy chunk that imports
 * them, never on a page that does not (the profile tree and its charts stay off /signin).
 * Chart.js is the product's one chart library: the profile's audience charts and the statistics
 * charts share one copy.
 */
const OPTIONAL_SINGLETONS = {
  '@tpp/profile': '@tpp/profile',
  'chart.js': 'chart.js',
};

function readPackageJson(dirname) {
  return JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8'));
}

/**
 * The shared-singletons map for the package in `dirname`, with each requiredVersion taken from
 * that package's own dependencies. Nothing is eager: the shell starts behind an async boundary.
 */
export function sharedSingletons(dirname) {
  const { dependencies = {} } = readPackageJson(dirname);
  const mandatory = Object.entries(SINGLETONS).map(([request, packageName]) => {
    const requiredVersion = dependencies[packageName];
    if (!requiredVersion) {
      throw new Error(
        `${dirname}/package.json must list ${packageName} in dependencies (shared singleton ${request})`,
      );
    }
    return [request, { singleton: true, requiredVersion }];
  });
  const optional = Object.entries(OPTIONAL_SINGLETONS)
    .filter(([, packageName]) => dependencies[packageName])
    .map(([request, packageName]) => [
      request,
      { singleton: true, requiredVersion: dependencies[packageName] },
    ]);
  return Object.fromEntries([...mandatory, ...optional]);
}

/** What the server preloads for a page: see PAGE_ASSETS_FILE. */
export const PAGE_ASSETS_FILE = 'page-assets.json';

/**
 * Writes dist/page-assets.json: for every named chunk group (`webpackChunkName`, the remote's
 * entry and exposes) its own files and those of the chunks it loads next (except chunks named
 * `on-demand-…`, loaded only when a visitor asks for them). The server links them
 * as preloads in a page's HTML, so the browser fetches a page's code in parallel instead of one
 * import after another.
 */
class PageAssetsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('PageAssetsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunkGroups: true,
        chunks: true,
        chunkRelations: true,
        ids: true,
      });
      const filesOf = new Map(json.chunks.map((chunk) => [chunk.id, chunk.files ?? []]));
      const isAsset = (file) => /\.(js|css)$/.test(file);
      // Code a page imports only on a visitor's action (`webpackChunkName: "on-demand-…"`) is not preloaded.
      const onDemand = new Set(
        Object.entries(json.namedChunkGroups ?? {})
          .filter(([name]) => name.startsWith('on-demand-'))
          .flatMap(([, group]) => group.chunks),
      );
      const groups = {};
      for (const [name, group] of Object.entries(json.namedChunkGroups ?? {})) {
        const own = new Set(group.chunks);
        const children = new Set(
          json.chunks.filter((chunk) => own.has(chunk.id)).flatMap((chunk) => chunk.children ?? []),
        );
        groups[name] = {
          files: [...own].flatMap((id) => filesOf.get(id) ?? []).filter(isAsset),
          children: [...children]
            .filter((id) => !own.has(id) && !onDemand.has(id))
            .flatMap((id) => filesOf.get(id) ?? [])
            .filter(isAsset),
        };
      }
      writeFileSync(
        path.join(json.outputPath ?? compiler.options.output.path, PAGE_ASSETS_FILE),
        JSON.stringify(groups),
      );
    });
  }
}

/**
 * Brotli and gzip copies of every script and stylesheet, made once at build time: the server
 * sends them as they are (@fastify/static preCompressed) instead of compressing each request.
 */
const precompressed = () => [
  new CompressionPlugin({
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    test: /\.(js|css)$/,
    threshold: 1024,
  }),
  new CompressionPlugin({
    algorithm: 'gzip',
    filename: '[path][base].gz',
    test: /\.(js|css)$/,
    threshold: 1024,
  }),
];

function baseConfig({ dirname, uniqueName, publicPath }) {
  return {
    mode: 'production',
    context: dirname,
    target: ['web', 'es2022'],
    // Maps for error reports, without pointing browsers at them.
    devtool: 'hidden-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath,
      uniqueName,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
      // A chunk request that hangs is given up after 20 s (not webpack's 2 minutes), so that a
      // Retry can request it afresh.
      chunkLoadTimeout: 20_000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The shared packages are bundled from their TypeScript sources, so a remote builds alone
      // (`nx build @tpp/mfe-settings` builds nothing else).
      conditionNames: ['@tpp/source', '...'],
      // Their sources import siblings as './x.js' (Node ESM style); the file on disk is x.ts(x).
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
        },
        { test: /\.css$/i, type: 'css/auto' },
      ],
    },
    performance: { hints: false },
  };
}

const FEDERATION_DEFAULTS = {
  dts: false,
  manifest: true,
  // 'version-first' would download every registered remote's entry to compare versions, so one
  // remote that is down would hold up all the others; the host's copies are loaded first anyway.
  shareStrategy: 'loaded-first',
};

/** The whole rspack config of a remote: it exposes its single-spa lifecycles and nothing else. */
export function remoteConfig({ name, dirname }) {
  return {
    ...baseConfig({ dirname, uniqueName: `tpp_${name.replace(/\W/g, '_')}`, publicPath: 'auto' }),
    entry: {},
    plugins: [
      new PageAssetsPlugin(),
      ...precompressed(),
      new ModuleFederationPlugin({
        ...FEDERATION_DEFAULTS,
        name,
        filename: 'remoteEntry.js',
        // Remote names carry hyphens (mfe-public), which a `var` declaration cannot; the
        // container is assigned as a property of the global object instead.
        library: { type: 'global', name },
        exposes: { './lifecycles': './src/lifecycles.tsx' },
        shared: sharedSingletons(dirname),
        // The Module Federation runtime comes from the shell (provideExternalRuntime) instead of
        // being bundled into every remoteEntry.js; remotes never load other remotes and run only
        // in browsers, which lets the bundler runtime drop more code.
        experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
    ],
  };
}

/**
 * A remote's server-side renderer (Node, one CommonJS file, outside the remote's public dist):
 * the API loads it to draw the first screen of a page into its HTML. Stylesheets are the
 * browser's concern; the renderer only needs the markup.
 */
export function serverRendererConfig({ dirname, entry, filename }) {
  const base = baseConfig({ dirname, uniqueName: 'tpp_server_renderer', publicPath: '/' });
  return {
    ...base,
    name: 'server-renderer',
    target: ['node22', 'es2022'],
    entry: { renderer: entry },
    devtool: false,
    output: {
      path: path.join(dirname, 'dist-server'),
      filename,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { ...base.resolve, conditionNames: ['@tpp/source', 'node', '...'] },
    module: {
      rules: [base.module.rules[0], { test: /\.css$/i, type: 'asset/source' }],
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/** The shell: single-spa root config and Module Federation host. Remotes are registered at runtime. */
export function hostConfig({ dirname, title }) {
  return {
    ...baseConfig({ dirname, uniqueName: 'tpp_shell', publicPath: '/assets/shell/' }),
    entry: { main: './src/index.ts' },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './src/index.html', title }),
      new PageAssetsPlugin(),
      ...precompressed(),
      new rspack.DefinePlugin({
        'process.env.TPP_ALTERNATIVE_SITE_URL': JSON.stringify(process.env.TPP_ALTERNATIVE_SITE_URL ?? ''),
      }),
      new ModuleFederationPlugin({
        ...FEDERATION_DEFAULTS,
        name: 'tpp_shell',
        remotes: {},
        shared: sharedSingletons(dirname),
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
  };
}
