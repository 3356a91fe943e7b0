import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('formats package sizes in KB and MB', () => {
    expect(formatBytes(2048, 'en')).toBe('2 KB');
    expect(formatBytes(12, 'en')).toBe('0.1 KB');
    expect(formatBytes(1_572_864, 'en')).toBe('1.5 MB');
    expect(formatBytes(13_002_342, 'en')).toBe('12.4 MB');
    expect(formatBytes(1_572_864, 'ko')).toBe('1.5 MB');
    expect(formatBytes(null, 'en')).toBeNull();
  });

  it('writes the console’s file sizes in units', () => {
    expect(formatBytes(512, 'en', 'units')).toBe('512 byte');
    expect(formatBytes(1536, 'en', 'units')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 * 1024, 'en', 'units')).toBe('5 MB');
  });
});
