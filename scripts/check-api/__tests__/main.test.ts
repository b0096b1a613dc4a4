import { execFile } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSandboxApp } from '../../../sandbox/app.ts'

const root = new URL('../../../', import.meta.url).pathname
let server: ReturnType<typeof serve>
let baseUrl: string

beforeAll(async () => {
  await new Promise<void>((listening) => {
    server = serve({ fetch: createSandboxApp().fetch, hostname: '127.0.0.1', port: 0 }, () => listening())
  })
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => new Promise<void>((closed) => server.close(() => closed())))

const run = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-api/main.ts', ...args], { cwd: root, env: { ...process.env, ...env } }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (failure: { code: number; stdout: string; stderr: string }) => ({ code: failure.code, stdout: failure.stdout + failure.stderr }),
  )

it('npm run check-api reads the test account from the environment, prints no password, and passes on the sandbox', async () => {
  const account = { CHECK_API_USERNAME: 'agent@blueridge.example', CHECK_API_PASSWORD: 'Sandbox-Pass-1' }
  const passed = await run([baseUrl, '--write', '--submission', 'BR-10002/1'], account)
  expect(passed.stdout).toContain('No difference found.')
  expect(passed.code).toBe(0)
  expect(passed.stdout).not.toContain(account.CHECK_API_PASSWORD)
  expect(passed.stdout).not.toMatch(/eyJ[\w-]+\.[\w-]+/)

  const wrongPassword = await run([baseUrl], { ...account, CHECK_API_PASSWORD: 'Not-The-Pass-9' })
  expect(wrongPassword.code).toBe(1)
  expect(wrongPassword.stdout).toMatch(/POST \/authentication: Answered 401, where 200 was expected/)
  expect(wrongPassword.stdout).not.toContain('Not-The-Pass-9')

  const noAccount = await run([baseUrl], { CHECK_API_USERNAME: '', CHECK_API_PASSWORD: '' })
  expect(noAccount.code).toBe(2)
  expect(noAccount.stdout).toContain('Set CHECK_API_USERNAME and CHECK_API_PASSWORD')
}, 60_000)
