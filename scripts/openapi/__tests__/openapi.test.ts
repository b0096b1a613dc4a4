import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { CONTRACT_OPERATIONS } from '../../../src/contract/operations.ts'
import { openApiText } from '../document.ts'
import { ASSUMPTIONS, headingAnchor } from '../words.ts'

const root = new URL('../../../', import.meta.url)
const committed = () => readFileSync(new URL('docs/openapi.json', root), 'utf8')

describe('docs/openapi.json (issue 34)', () => {
  it('is what src/contract generates today: after a change of the contract, run npm run openapi', () => {
    expect(committed() === openApiText(), 'docs/openapi.json is not current: run npm run openapi and commit it').toBe(true)
  })

  it('has no error and no warning by Redocly CLI’s recommended rules', async () => {
    const cli = new URL('node_modules/@redocly/cli/bin/cli.js', root).pathname
    const run = promisify(execFile)(process.execPath, [cli, 'lint', 'docs/openapi.json', '--format=json'], {
      cwd: root.pathname,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    })
    const { stdout } = await run.catch((failure: { stdout: string }) => failure)
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] }
    expect(report.problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
  }, 30_000)

  it('documents every operation of the contract once, and links only headings docs/api-assumptions.md has', () => {
    const document = JSON.parse(committed()) as { paths: Record<string, Record<string, { operationId: string }>> }
    const documented = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId))
    expect(documented.sort()).toEqual(CONTRACT_OPERATIONS.map((operation) => operation.id).sort())
    const anchors = new Set(
      readFileSync(new URL('docs/api-assumptions.md', root), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('## '))
        .map((line) => headingAnchor(line.slice(3))),
    )
    const linked = [...committed().matchAll(/\(api-assumptions\.md#([^)]+)\)/g)].map(([, anchor]) => anchor)
    expect(new Set(linked)).toEqual(new Set(Object.values(ASSUMPTIONS).map(headingAnchor)))
    for (const anchor of linked) expect(anchors, anchor).toContain(anchor)
  })
})
