import { onTestFinished } from 'vitest'
import { listenReceiver } from './https-receiver-core.ts'

/** A real HTTPS webhook receiver on 127.0.0.1 (`listenReceiver`), closed when the test ends. */
export async function startReceiver(options: Parameters<typeof listenReceiver>[0] = {}) {
  const receiver = await listenReceiver(options)
  onTestFinished(receiver.close)
  return receiver
}
