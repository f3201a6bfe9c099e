/**
 * localStorage that never throws: private modes, disabled cookies and sandboxed frames can make
 * reading the property, `getItem` or `setItem` throw. The page then simply remembers nothing.
 */
export interface SafeStorage {
  read(key: string): string | null;
  write(key: string, value: string): boolean;
}

export function createSafeStorage(getStorage: () => Storage = () => window.localStorage): SafeStorage {
  return {
    read(key) {
      try {
        return getStorage().getItem(key);
      } catch (error) {
        console.warn(`Storage is unavailable; "${key}" could not be read.`, error);
        return null;
      }
    },
    write(key, value) {
      try {
        getStorage().setItem(key, value);
        return true;
      } catch (error) {
        console.warn(`Storage is unavailable; "${key}" could not be saved.`, error);
        return false;
      }
    },
  };
}

/** The one key the page stores: the visitor's explicit language choice. */
export const languageStorageKey = 'lang';
