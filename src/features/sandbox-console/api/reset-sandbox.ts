import { useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { publicApiRequest } from '@/api/client'
import { useSend } from '@/api/use-send'
import { CONSOLE_SHOWS_IT } from './interrupted-words'
import { sandboxKeys } from './keys'

/** POST /__sandbox/reset: the fixtures again; sessions and the clock are kept. */
function resetSandbox() {
  return publicApiRequest({ method: 'POST', base: 'sandbox-control', path: '/reset', responseSchema: z.unknown() })
}

export function useResetSandbox() {
  const queryClient = useQueryClient()
  return useSend({
    repeatable: true,
    mutationFn: resetSandbox,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sandboxKeys.all }),
    interrupted: { what: 'The sandbox reset', again: 'Reset it again if you still want to.', findOut: CONSOLE_SHOWS_IT },
  })
}
