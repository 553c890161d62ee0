export * from './account.js';
export * from './errors.js';
export * from './messages.js';
export * from './remotes.js';
export * from './routes.js';
export * from './validation.js';
