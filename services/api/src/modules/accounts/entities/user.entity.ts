export type { User } from '../accounts.types.js';
