import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { publicApiRequest } from '@/api/client'

export function useResetSandbox() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      publicApiRequest({ method: 'POST', base: 'sandbox-control', path: '/reset', responseSchema: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sandbox'] }),
  })
}
