import { API, type ContactRequest } from '@tpp/contracts';
import { api, uploadFile } from '@tpp/session';

/** Contact Us: GET /api/media-upload and the PUT, then POST /api/user/contact-tpp (docs/product/messaging.md). */
export const contactApi = {
  upload: (file: File, signal: AbortSignal) => uploadFile(file, { signal }),
  send: (body: ContactRequest) => api.call(API.messaging.contact, { body }),
};
