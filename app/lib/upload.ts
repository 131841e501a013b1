/**
 * A multipart upload to our API that tells how much of the body has gone (XMLHttpRequest's upload
 * events: fetch cannot report a request body's progress). Answers and errors as `request` in
 * api.ts: the answer typed by its schema (checked in development), a non-2xx answer an ApiError,
 * no answer an ApiError with status 0. Used by the products import (docs/decisions/0068).
 */
import type { z } from 'zod';
import { answerError, ApiError, checkedAnswer } from './api';

export interface UploadProgress {
  sent: number;
  total: number;
}

export function uploadWithProgress<S extends z.ZodType>(schema: S, path: string, body: FormData, headers: Record<string, string>, onProgress: (progress: UploadProgress) => void): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    });
    xhr.upload.addEventListener('load', () => onProgress({ sent: 1, total: 1 }));
    xhr.addEventListener('error', () => reject(new ApiError(0, 'Could not reach the server. Please check your connection.')));
    xhr.addEventListener('load', () => {
      let data: unknown = null;
      if (xhr.responseText !== '') {
        try {
          data = JSON.parse(xhr.responseText) as unknown;
        } catch {
          data = xhr.responseText;
        }
      }
      if (xhr.status < 200 || xhr.status > 299) reject(answerError(xhr.status, xhr.statusText, data));
      else {
        try {
          resolve(checkedAnswer(schema, data, 'POST', path));
        } catch (error) {
          reject(error);
        }
      }
    });
    xhr.send(body);
  });
}
