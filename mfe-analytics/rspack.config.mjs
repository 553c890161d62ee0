import { remoteConfig } from '../rspack.shared.mjs';

export default remoteConfig({ name: 'mfe-analytics', dirname: import.meta.dirname });
