/** localStorage that never throws (private mode, quota, disabled storage): a miss reads as null. */

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Writes (or, with null, removes) a value; false when the browser refused, so the caller can say so. */
export function writeStored(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** The keys that start with `prefix`, in no particular order; none when storage is unavailable. */
export function storedKeys(prefix: string): string[] {
  try {
    const storage = window.localStorage
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(prefix) ?? false)
  } catch {
    return []
  }
}

export function parseJson(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
