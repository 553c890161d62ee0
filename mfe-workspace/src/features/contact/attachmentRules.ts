import { CONTACT_ATTACHMENTS_MAX, UPLOAD_LIMITS, isImageContentType } from '@tpp/contracts';

/** The types the upload check takes (uploads README), as react-dropzone's accept map. */
export const ACCEPTED_FILES: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
};

export const ACCEPTED_DESCRIPTION = 'PDF, Word, Excel, PowerPoint, text, CSV, JPEG, PNG or WebP';

export const ATTACHMENT_TEXTS = {
  tooMany: `At most ${CONTACT_ATTACHMENTS_MAX} files can be attached.`,
  wrongType: (name: string) => `${name} cannot be attached: only ${ACCEPTED_DESCRIPTION} files.`,
  tooLarge: (name: string) => `${name} is too large: images up to 10 MB, documents up to 20 MB.`,
  stillUploading: 'Please wait until the files have uploaded.',
  failedPending: 'Remove the files that could not be uploaded, or try them again.',
} as const;

/** Images up to 10 MB, documents up to 20 MB (the server's limits, checked before uploading). */
export function isTooLarge(file: File): boolean {
  const limit = isImageContentType(file.type) ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.attachmentBytes;
  return file.size > limit;
}

/** Splits dropped files into those that fit the remaining places and the count left out. */
export function takeWithinLimit<T>(
  files: readonly T[],
  alreadyAttached: number,
): { taken: T[]; leftOut: number } {
  const room = Math.max(0, CONTACT_ATTACHMENTS_MAX - alreadyAttached);
  return { taken: files.slice(0, room), leftOut: Math.max(0, files.length - room) };
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
