export type { TeamSettingsRecord } from '../accounts.types.js';
