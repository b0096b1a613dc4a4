import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import plugin from '../one-send-path.js'

RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } })

const FEATURE_API = 'src/features/things/api/add-thing.ts'
const SCREEN = 'src/features/things/components/thing-page.tsx'

const addThing = (exported) => `
import { apiRequest } from '@/api/client'
import { useSend } from '@/api/use-send'
${exported ? 'export ' : ''}function addThing(body: unknown) {
  return apiRequest({ method: 'POST', path: '/things', body, responseSchema })
}
export function useAddThing() {
  return useSend({ mutationFn: (body: unknown) => addThing(body) })
}`

tester.run('one-send-path', plugin.rules['one-send-path'], {
  valid: [
    { filename: 'src/api/use-send.ts', code: "import { useMutation } from '@tanstack/react-query'" },
    { filename: SCREEN, code: "import { useQuery, useQueryClient } from '@tanstack/react-query'" },
    { name: 'a feature api module exports the hook only', filename: FEATURE_API, code: addThing(false) },
    {
      name: 'a read may be exported, POST or not',
      filename: 'src/features/things/api/get-thing.ts',
      code: "export function getThing(id: number) { return apiRequest({ method: 'GET', path: `/things/${id}`, responseSchema }) }",
    },
    {
      name: 'a public page action is a hook over useAsyncAction',
      filename: 'src/features/auth/api/confirm.ts',
      code: `function confirm(form: Form) { return publicApiRequest({ method: 'POST', path: '/confirm', body: form, responseSchema }) }
export const useConfirm = (handlers: Handlers) => useAsyncAction(confirm, handlers)`,
    },
    {
      name: 'the session layer makes its requests through the transport in src/api',
      filename: 'src/api/session/authenticate.ts',
      code: "export const authenticate = () => fetchApi({ method: 'POST', path: '/authentication' })",
    },
  ],
  invalid: [
    { filename: FEATURE_API, code: "import { useMutation, useQueryClient } from '@tanstack/react-query'", errors: [{ messageId: 'mutation' }] },
    { filename: SCREEN, code: "import { MutationObserver } from '@tanstack/react-query'", errors: [{ messageId: 'mutation' }] },
    {
      name: 'a screen that makes its own change request',
      filename: SCREEN,
      code: "const save = () => apiRequest({ method: 'PUT', path: '/things/1', body: {}, responseSchema })",
      errors: [{ messageId: 'request' }],
    },
    {
      name: 'a screen that makes a change request through the transport itself',
      filename: SCREEN,
      code: "const save = () => fetchApi({ method: 'POST', path: '/things', body: {} })",
      errors: [{ messageId: 'request' }],
    },
    {
      name: 'the fetcher exported beside its hook',
      filename: FEATURE_API,
      code: addThing(true),
      errors: [{ messageId: 'exported', data: { name: 'addThing' } }],
    },
    {
      name: 'an export that calls a sender without a latch',
      filename: FEATURE_API,
      code: `const remove = (id: number) => apiRequest({ method: 'DELETE', path: '/things/' + id, responseSchema })
async function removeAndForget(id: number) { await remove(id); forget(id) }
export { removeAndForget }`,
      errors: [{ messageId: 'exported', data: { name: 'removeAndForget' } }],
    },
  ],
})
