import { describe, expect, it } from 'vitest';
import type { FileMetadata } from '@core/api/files';
import { idleUpload, uploadPercent, uploadReducer, type UploadEvent, type UploadState } from './upload-state';

const run = (...events: UploadEvent[]): UploadState => events.reduce(uploadReducer, idleUpload);
const started: UploadEvent = { type: 'start', fileName: 'photo.jpg', bytesTotal: 1000, resumable: true };
const file = { id: 'f' } as FileMetadata;

describe('upload states (running, paused, success, canceled, error)', () => {
  it('runs, pauses, resumes and succeeds', () => {
    expect(run(started).status).toBe('running');
    expect(run(started, { type: 'progress', bytesSent: 400, bytesTotal: 1000 }, { type: 'pause' })).toMatchObject({
      status: 'paused',
      bytesSent: 400,
    });
    const done = run(
      started,
      { type: 'pause' },
      { type: 'resume' },
      { type: 'progress', bytesSent: 900, bytesTotal: 1000 },
      { type: 'success', result: file },
    );
    expect(done).toMatchObject({ status: 'success', bytesSent: 1000, result: file });
  });

  it('never lets progress go backwards or past the total, nor move a paused upload', () => {
    const s = run(started, { type: 'progress', bytesSent: 600, bytesTotal: 1000 }, { type: 'progress', bytesSent: 200, bytesTotal: 1000 });
    expect(s.bytesSent).toBe(600);
    expect(run(started, { type: 'progress', bytesSent: 5000, bytesTotal: 1000 }).bytesSent).toBe(1000);
    expect(run(started, { type: 'pause' }, { type: 'progress', bytesSent: 700, bytesTotal: 1000 }).bytesSent).toBe(0);
  });

  it('cancels from running, paused or error, and keeps a finished upload finished', () => {
    expect(run(started, { type: 'cancel' }).status).toBe('canceled');
    expect(run(started, { type: 'pause' }, { type: 'cancel' }).status).toBe('canceled');
    expect(run(started, { type: 'success', result: file }, { type: 'cancel' }).status).toBe('success');
    expect(run(started, { type: 'cancel' }, { type: 'success', result: file }).status).toBe('canceled');
  });

  it('fails with an error and can try again', () => {
    const failed = run(started, { type: 'error', error: { code: 'retry-limit-exceeded', message: 'x' } });
    expect(failed).toMatchObject({ status: 'error', error: { code: 'retry-limit-exceeded' } });
    expect(uploadReducer(failed, { type: 'resume' })).toMatchObject({ status: 'running', error: null });
    expect(uploadReducer(failed, { type: 'reset' })).toEqual(idleUpload);
  });

  it('computes a whole percent', () => {
    expect(uploadPercent({ bytesSent: 1, bytesTotal: 3 })).toBe(33);
    expect(uploadPercent({ bytesSent: 0, bytesTotal: 0 })).toBe(0);
  });
});
