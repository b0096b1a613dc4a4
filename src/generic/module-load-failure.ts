/**
 * A part of the portal loaded on demand did not arrive: the connection dropped, or a newer version of
 * the portal replaced its file. Each browser says so in its own words; a screen's stylesheet that did not
 * arrive is said by Vite's preloading.
 */
export function isModuleLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|Failed to fetch|Unable to preload CSS/i.test(message)
}

export const MODULE_LOAD_FAILURE_ADVICE = 'The connection dropped or the portal was updated. Reload the page to continue.'
