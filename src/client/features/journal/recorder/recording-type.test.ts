import { describe, expect, it } from 'vitest';
import { pickRecordingType, uploadContentType } from './recording-type.ts';

describe('the recording type', () => {
  it('takes the first container the browser can write', () => {
    expect(pickRecordingType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    // Safari writes MP4 only.
    expect(pickRecordingType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingType(() => false)).toBeNull();
  });

  it('uploads with the container alone as the Content-Type', () => {
    expect(uploadContentType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(uploadContentType('audio/MP4')).toBe('audio/mp4');
    expect(uploadContentType('')).toBe('audio/webm');
  });
});
