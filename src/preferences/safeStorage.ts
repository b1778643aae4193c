/** localStorage that never throws: storage can be disabled, full or blocked by privacy settings. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // A reader with storage disabled keeps the preference for this visit only.
  }
}
