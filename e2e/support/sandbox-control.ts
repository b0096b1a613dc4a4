import { expect, type APIRequestContext } from '@playwright/test'
import type { DeliveryLedgerRow, FaultRequestInput, OutboxEmail, SubmissionEventRequest } from '../../src/contract/sandbox-control.ts'

export class SandboxControl {
  constructor(private readonly request: APIRequestContext) {}

  private async post(path: string, data?: unknown) {
    const response = await this.request.post(`/__sandbox${path}`, { data })
    expect(response.ok(), `POST /__sandbox${path}`).toBe(true)
    return response.json() as Promise<Record<string, unknown>>
  }

  static async restarted(request: APIRequestContext) {
    const sandbox = new SandboxControl(request)
    await sandbox.restart()
    return sandbox
  }

  async restart() {
    await this.post('/clock', { now: new Date().toISOString() })
    await this.post('/reset')
    await this.clearFaults()
  }

  private get = async <Rows>(path: string) => (await this.request.get(`/__sandbox${path}`)).json() as Promise<Rows>
  clearFaults = async () => expect((await this.request.delete('/__sandbox/faults')).ok()).toBe(true)
  advanceClock = (seconds: number) => this.post('/clock', { advanceSeconds: seconds })
  injectFault = (fault: FaultRequestInput) => this.post('/faults', fault)
  /** A move or event of sections 3 and 6, as the policy system would make it (published to the agency's subscriptions). */
  driveEvent = (displayId: string, event: SubmissionEventRequest) => this.post(`/submissions/${displayId}/events`, event)
  outbox = () => this.get<OutboxEmail[]>('/outbox')
  /** The delivery ledger: each attempt is in it once its answer (or its failure) is in. */
  deliveries = () => this.get<DeliveryLedgerRow[]>('/deliveries')
  /** Signs in through the API, as another device would: every token the portal holds dies. */
  signInElsewhere = async (username: string, password: string) =>
    expect((await this.request.post('/v1/authentication', { data: { username, password } })).status()).toBe(200)
}
