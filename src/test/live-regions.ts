/** What each live region under `root` says now (LiveRegion has no role to find it by): a screen reader hears each change. */
export const liveRegionTexts = (root: ParentNode = document.body): string[] =>
  [...root.querySelectorAll('[aria-live="polite"], [aria-live="assertive"]')].map((region) => region.textContent ?? '')
