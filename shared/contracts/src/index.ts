export * from './account.js';
export * from './errors.js';
export * from './messages.js';
export * from './remotes.js';
export * from './routes.js';
export * from './talent.js';
export * from './talentRules.js';
export * from './validation.js';
