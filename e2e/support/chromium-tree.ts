import type { Page } from '@playwright/test'

/**
 * Chromium's own accessibility tree, where the virtual screen reader (screen-reader.ts) models a
 * screen reader less well than the browser a real one reads: over the DevTools protocol, the nodes
 * that a screen reader is given, with their role, name and states (docs/testing.md, "The screen-reader run").
 */

export interface TreeField {
  role: string
  name: string
  required: boolean
}

interface AXValue {
  value?: unknown
}
interface AXNode {
  ignored: boolean
  role?: AXValue
  name?: AXValue
  properties?: { name: string; value: AXValue }[]
}

/** The boxes and choices of the page as Chromium gives them to a screen reader: role, name, whether required. */
export async function fieldsInChromium(page: Page): Promise<TreeField[]> {
  const session = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] }
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
