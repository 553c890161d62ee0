import { remoteConfig, serverRendererConfig } from '../rspack.shared.mjs';

export default [
  remoteConfig({ name: 'mfe-public', dirname: import.meta.dirname }),
  // The first screen of the pitch pages, drawn by the API (services/api page-boot.ts).
  serverRendererConfig({
    dirname: import.meta.dirname,
    entry: './src/server/firstScreen.tsx',
    filename: 'first-screen.cjs',
  }),
];
