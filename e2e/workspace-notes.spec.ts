import { pressEnterOn, typeInto } from './support/keyboard.ts'
import { expect, heading, openSignedIn, test } from './support/fixtures.ts'
import { holdBack } from './support/unmoved.ts'
import { field } from './support/workspace.ts'

test.describe('replies from underwriting, in the workspace', () => {
  test('N-1001 read from its submission’s page shows its markup as text, and nothing runs', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await openSignedIn(page, '/submissions/BR-10001/1')
    // Typed as a person copies it, without the hyphen (issue 39): read as N-1001.
    await typeInto(page, field(page, 'Note id'), 'n1001')
    await pressEnterOn(page, page.getByRole('button', { name: 'Read the reply' }))
    await expect(page).toHaveURL(/\/submissions\/BR-10001\/notes\/N-1001$/)
    const body = page.getByTestId('note-body')
    await expect(body).toContainText('<img src=x onerror=alert(1)>')
    await expect(body).toContainText('<script>alert("x")</script>')
    await expect(body.locator('img, script')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })

  test('N-1002 (internal) and N-2001 (another agency’s) show the not-found message', async ({ page, signInQuickly }) => {
    await signInQuickly(page)
    for (const [displayId, noteId] of [
      ['BR-10001', 'N-1002'],
      ['SM-10001', 'N-2001'],
    ] as const) {
      await page.goto(`/submissions/${displayId}/1`)
      await field(page, 'Note id').fill(noteId)
      await page.getByRole('button', { name: 'Read the reply' }).click()
      await expect(heading(page)).toHaveText(`Reply ${noteId} on ${displayId}`)
      await expect(page.getByRole('alert')).toContainText(`There is no public reply ${noteId} on a submission ${displayId} of your agency`)
    }
  })

  test('the ways on from a reply come with it, under it, not drawn under "Loading…" to be pushed down (ADR 0165)', async ({ page, signInQuickly }) => {
    await signInQuickly(page)
    const release = await holdBack(page, /\/v1\/submission\/BR-10001\/notes\/N-1001$/)
    await page.goto('/submissions/BR-10001/notes/N-1001')
    await expect(page.getByRole('status').filter({ hasText: 'Loading the reply…' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Read another reply' })).toHaveCount(0)
    release()
    const body = page.getByTestId('note-body')
    await expect(body).toBeVisible()
    const [reply, link] = await Promise.all([body.boundingBox(), page.getByRole('link', { name: 'Read another reply' }).boundingBox()])
    expect(link!.y).toBeGreaterThan(reply!.y + reply!.height)
  })

  test('the reply lookup asks for both ids', async ({ page }) => {
    await openSignedIn(page, '/notes')
    await page.getByRole('button', { name: 'Read the reply' }).click()
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused()
    await page.getByLabel('Submission or policy id').fill('br-10001')
    await page.getByLabel('Note id').fill('n-1001')
    await page.getByRole('button', { name: 'Read the reply' }).click()
    await expect(page.getByTestId('note-body')).toBeVisible()
  })
})
