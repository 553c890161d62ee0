import path from 'node:path';
import { remoteConfig } from '../rspack.shared.mjs';

const config = remoteConfig({ name: 'mfe-analytics', dirname: import.meta.dirname });

// recharts reads React elements through react-is: use the React 19 one of this remote, not the
// older copy hoisted for the test tools.
config.resolve = {
  ...config.resolve,
  alias: { ...config.resolve?.alias, 'react-is': path.join(import.meta.dirname, 'node_modules/react-is') },
};

export default config;
