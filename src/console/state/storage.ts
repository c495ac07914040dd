/** localStorage that never throws (private mode, disabled storage): the console keeps working, just forgets. */
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
    // Not persisted; the in-memory store still holds the value for this visit.
  }
}
