import { hostConfig } from '../rspack.shared.mjs';

export default hostConfig({ dirname: import.meta.dirname, title: 'Talent Pitch Pro' });
