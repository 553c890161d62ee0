import { API, type ContactRequest } from '@tpp/contracts';
import { uploadFile } from '@tpp/session';
import { call } from './workspaceQueries';

/** Contact Us: GET /api/media-upload and the PUT, then POST /api/user/contact-tpp (docs/product/messaging.md). */
export const contactApi = {
  upload: (file: File, signal: AbortSignal) => uploadFile(file, { signal }),
  send: (body: ContactRequest) => call(API.messaging.contact, { body }),
};
