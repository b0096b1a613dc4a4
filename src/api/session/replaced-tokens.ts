/**
 * Which access token a refresh last replaced, as a SHA-256 fingerprint in IndexedDB (never the token).
 * Each tab holds its own copy of localStorage and hears of another tab's write only later, so inside
 * the refresh lock the stored token can look stale when it is not. IndexedDB is one store for all tabs:
 * it tells "already refreshed by another tab, wait for its tokens" from "refresh now".
 */
const DATABASE = 'portal.session'
const STORE = 'refresh'
const LAST_REPLACED = 'last-replaced'

let database: Promise<IDBDatabase | null> | undefined

function openDatabase(): Promise<IDBDatabase | null> {
  database ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null)
    let request: IDBOpenDBRequest
    try {
      request = indexedDB.open(DATABASE, 1)
    } catch {
      // Storage turned off: some browsers refuse at once rather than with an error event.
      return resolve(null)
    }
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => resolve(null)
  })
  return database
}

async function fingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function run<Result>(mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<Result>) {
  return async (db: IDBDatabase) =>
    new Promise<Result | undefined>((resolve) => {
      const request = operation(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => resolve(undefined)
    })
}

export async function markTokenReplaced(accessToken: string): Promise<void> {
  const db = await openDatabase()
  if (!db) return
  const value = await fingerprint(accessToken)
  await run('readwrite', (store) => store.put(value, LAST_REPLACED))(db)
}

export async function wasTokenReplaced(accessToken: string): Promise<boolean> {
  const db = await openDatabase()
  if (!db) return false
  const [stored, value] = await Promise.all([run('readonly', (store) => store.get(LAST_REPLACED))(db), fingerprint(accessToken)])
  return stored === value
}
