import { expect, openSignedIn, summary, test } from './support/fixtures.ts'
import { click, does, enters, exactly, fill, focused, headed, sees, types } from './support/screen-steps.ts'
import { holdBack } from './support/unmoved.ts'
import { noteBody } from './screens/submissions/note-lookup.ts'

test.describe('replies from underwriting, in the workspace', () => {
  test('N-1001 read from its submission’s page shows its markup as text, and nothing runs', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await openSignedIn(page, '/submissions/BR-10001/1')
    // Typed as a person copies it, without the hyphen: read as N-1001.
    await does(page, types('Note id', 'n1001'), enters('button', 'Read the reply'))
    await expect(page).toHaveURL(/\/submissions\/BR-10001\/notes\/N-1001$/)
    for (const markup of ['<img src=x onerror=alert(1)>', '<script>alert("x")</script>']) await expect(noteBody(page)).toContainText(markup)
    await expect(noteBody(page).locator('img, script')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })

  test('N-1002 (internal) and N-2001 (another agency’s) show the not-found message', async ({ page, signInQuickly }) => {
    await signInQuickly(page)
    for (const [displayId, noteId] of Object.entries({ 'BR-10001': 'N-1002', 'SM-10001': 'N-2001' })) {
      await page.goto(`/submissions/${displayId}/1`)
      await does(page, fill(exactly('Note id'), noteId), click('Read the reply'), headed(`Reply ${noteId} on ${displayId}`))
      await expect(page.getByRole('alert')).toContainText(`There is no public reply ${noteId} on a submission ${displayId} of your agency`)
    }
  })

  test('the ways on from a reply come with it, under it, not drawn under "Loading…" to be pushed down (ADR 0165)', async ({ page, signInQuickly }) => {
    await signInQuickly(page)
    const release = await holdBack(page, /\/v1\/submission\/BR-10001\/notes\/N-1001$/)
    await page.goto('/submissions/BR-10001/notes/N-1001')
    const another = page.getByRole('link', { name: 'Read another reply' })
    await expect(page.getByRole('status').filter({ hasText: 'Loading the reply…' })).toBeVisible()
    await expect(another).toHaveCount(0)
    release()
    await expect(noteBody(page)).toBeVisible()
    const [reply, link] = await Promise.all([noteBody(page).boundingBox(), another.boundingBox()])
    expect(link!.y).toBeGreaterThan(reply!.y + reply!.height)
  })

  test('the reply lookup asks for both ids', async ({ page }) => {
    await openSignedIn(page, '/notes')
    await does(page, click('Read the reply'), focused(summary))
    await does(page, fill('Submission or policy id', 'br-10001'), fill('Note id', 'n-1001'), click('Read the reply'), sees(noteBody))
  })
})
