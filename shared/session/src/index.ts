export { api, ApiError, errorMessage, fetchJson, isMissing, type CallInput } from './apiClient.js';
export { sessionStore, useSession, type SessionState } from './sessionStore.js';
export { navigate } from './navigation.js';
export {
  bootDocument,
  peekBootAnswer,
  provideBootDocument,
  resetBootDocument,
  takeBootAnswer,
} from './bootDocument.js';
export { uploadFile, type UploadOptions } from './upload.js';
export * from './query/index.js';
