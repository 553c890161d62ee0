import { remoteConfig } from '../rspack.shared.mjs';

export default remoteConfig({ name: 'mfe-public', dirname: import.meta.dirname });
