import { jestConfig } from '../../jest.base.mjs';
export default jestConfig({ environment: 'jsdom' });
