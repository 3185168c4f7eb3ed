import { describe, expect, it } from 'vitest';
import { ApiRequestError, errorMessage } from './api-error';

describe('errorMessage', () => {
  it('reads a 400 naming its field without the field prefix meant for forms', () => {
    const error = ApiRequestError.fromBody(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'body.text: Row 4: mark: 1:60.00 is not a time. Nothing was saved.',
      field: 'body.text',
    });
    expect(errorMessage(error)).toBe('Row 4: mark: 1:60.00 is not a time. Nothing was saved.');
  });

  it('keeps a message that does not start with its field, and one with no field', () => {
    expect(errorMessage(new ApiRequestError(400, 'Pick the season', undefined, 'body.season'))).toBe('Pick the season');
    expect(errorMessage(new ApiRequestError(409, 'body.name: taken'))).toBe('body.name: taken');
    expect(errorMessage(new ApiRequestError(0, 'x'))).toBe('Cannot reach the server. Check your connection and try again.');
  });
});
