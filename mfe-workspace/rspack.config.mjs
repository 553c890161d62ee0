import { remoteConfig } from '../rspack.shared.mjs';

export default remoteConfig({ name: 'mfe-workspace', dirname: import.meta.dirname });
