import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/sessions')).toBe('/sessions');
    expect(safeRedirect('/sessions?view=paths#top')).toBe('/sessions?view=paths#top');
    expect(safeRedirect('/journal?sessionId=1&sessionTitle=A%20B')).toBe(
      '/journal?sessionId=1&sessionTitle=A%20B',
    );
  });

  it('sends / and missing targets to /profile', () => {
    for (const target of ['/', null, undefined, '']) expect(safeRedirect(target)).toBe('/profile');
  });

  it('never leaves the origin', () => {
    for (const target of [
      '//evil.example',
      '//evil.example/path',
      'https://evil.example',
      'http://evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/%5Cevil.example',
    ]) {
      const result = safeRedirect(target);
      expect(result.startsWith('/') && !result.startsWith('//') && !result.includes('\\')).toBe(true);
      expect(new URL(result, 'https://app.example').origin).toBe('https://app.example');
    }
    expect(safeRedirect('//evil.example')).toBe('/profile');
    expect(safeRedirect('https://evil.example')).toBe('/profile');
    expect(safeRedirect('/\\evil.example')).toBe('/profile');
  });
});
