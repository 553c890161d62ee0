/** What UploadsModule publishes besides UploadsService: the JPEG size reader requests use for portraits. */
export { jpegSize } from './services/content-check.js';
