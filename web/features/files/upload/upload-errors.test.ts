import { describe, expect, it } from 'vitest';
import { FILE_ACCEPT } from '@core/api/files';
import { STORAGE_ERROR_MESSAGES } from '@core/storage-errors';
import { checkBeforeUpload, errorFromResponse, matchesAccept } from './upload-errors';

describe('upload errors', () => {
  it('keeps the code and message the server sent', () => {
    const body = JSON.stringify({
      statusCode: 413,
      error: 'Payload Too Large',
      message: "Your team's file storage is full (1 GB of 1 GB used).",
      code: 'quota-exceeded',
    });
    expect(errorFromResponse(413, body)).toEqual({
      code: 'quota-exceeded',
      message: "Your team's file storage is full (1 GB of 1 GB used).",
    });
  });

  it('gives each storage code a clear message when the server sent none', () => {
    expect(errorFromResponse(401, '')).toEqual({ code: 'unauthenticated', message: STORAGE_ERROR_MESSAGES.unauthenticated });
    expect(errorFromResponse(404, 'The file for this url was not found\n')).toEqual({
      code: 'object-not-found',
      message: STORAGE_ERROR_MESSAGES['object-not-found'],
    });
    expect(errorFromResponse(502, '<html>')).toMatchObject({ code: 'unknown', message: expect.stringContaining('502') });
  });

  it('refuses in the browser what is too big or not accepted', () => {
    expect(checkBeforeUpload({ name: 'a.jpg', type: 'image/jpeg', size: 11 }, FILE_ACCEPT.images, 10)).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('limit'),
    });
    expect(checkBeforeUpload({ name: 'a.pdf', type: 'application/pdf', size: 5 }, FILE_ACCEPT.images, 10)).toMatchObject({
      code: 'invalid-argument',
    });
    expect(checkBeforeUpload({ name: 'a.png', type: 'image/png', size: 5 }, FILE_ACCEPT.images, 10)).toBeNull();
  });

  it('follows the accept attribute rules', () => {
    expect(matchesAccept({ name: 'ROSTER.CSV', type: '' }, '.csv,text/plain')).toBe(true);
    expect(matchesAccept({ name: 'x.heic', type: 'image/heic' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'x.heic', type: 'image/heic' }, FILE_ACCEPT.images)).toBe(false);
  });
});
