import { API, type ContactRequest } from '@tpp/contracts';
import { api, uploadFile } from '@tpp/session';

/** Contact Us (workspace.md §7: GET /api/media-upload and the PUT, then POST /api/user/contact-tpp). */
export const contactApi = {
  upload: (file: File, signal: AbortSignal) => uploadFile(file, { signal }),
  send: (body: ContactRequest) => api.call(API.messaging.contact, { body }),
};
