import type { Page } from '@playwright/test'

/**
 * The boxes and choices of the page as Chromium's own accessibility tree gives them to a screen reader (over the DevTools
 * protocol), where the virtual screen reader models one less well: role, name and whether required (docs/testing.md).
 */
export async function fieldsInChromium(page: Page): Promise<{ role: string; name: string; required: boolean }[]> {
  const session = await page.context().newCDPSession(page)
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree')
    return nodes
      .filter((node) => !node.ignored && ['textbox', 'combobox', 'radio', 'checkbox'].includes(String(node.role?.value)))
      .map((node) => ({
        role: String(node.role?.value),
        name: String(node.name?.value ?? ''),
        required: node.properties?.some((property) => property.name === 'required' && property.value.value === true) ?? false,
      }))
  } finally {
    await session.detach()
  }
}
