/**
 * The media module's door: what other modules use of it (docs/decisions/0041). The catalogue's
 * admin checks uploaded files and stores images through these; the store itself is built by
 * server/services.ts and passed in as a `MediaStore`.
 */
export { createLocalMediaStore, mediaFilePath, UnreadableImageError, type MediaStore } from './store';
export { checkedImage, checkedVideo, formFiles, formText, isFile, UPLOAD_LIMITS } from './uploads';
