import type { Locator, Page } from '@playwright/test'

/** The live regions in `scope` whatever their role (a LiveRegion has none, ADR 0145): `liveRegions(page).filter({ hasText: 'Copied.' })`. */
export const liveRegions = (scope: Page | Locator): Locator => scope.locator('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]')
