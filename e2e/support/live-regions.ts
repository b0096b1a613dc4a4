import type { Locator, Page } from '@playwright/test'

/**
 * The live regions in `scope`, the polite and the assertive, whatever their role: a LiveRegion has none
 * (ADR 0145), so `getByRole('status')` does not find it. Filter by what it says:
 * `liveRegions(page).filter({ hasText: 'Copied.' })`.
 */
export const liveRegions = (scope: Page | Locator): Locator => scope.locator('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]')
