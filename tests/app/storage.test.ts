import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../machines/lib/storage.ts';

function throwingStorage(): Storage {
  return {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
  } as unknown as Storage;
}

describe('createSafeStorage', () => {
  it('reads and writes through a working storage', () => {
    const storage = createSafeStorage(() => window.localStorage);
    expect(storage.write('lang', 'de')).toBe(true);
    expect(storage.read('lang')).toBe('de');
    window.localStorage.clear();
  });

  it('returns null and warns when reading throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createSafeStorage(throwingStorage).read('lang')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"lang" could not be read'), expect.any(DOMException));
  });

  it('returns false and warns when writing throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createSafeStorage(throwingStorage).write('lang', 'de')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"lang" could not be saved'), expect.any(DOMException));
  });

  it('survives the localStorage property itself throwing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createSafeStorage(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(storage.read('lang')).toBeNull();
    expect(storage.write('lang', 'de')).toBe(false);
  });
});
