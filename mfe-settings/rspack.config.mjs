import { remoteConfig } from '../rspack.shared.mjs';

export default remoteConfig({ name: 'mfe-settings', dirname: import.meta.dirname });
