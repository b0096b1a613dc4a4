import { fileURLToPath } from 'node:url'
import { createLineWriter } from './access-log.ts'
import { archiveBuild, ARCHIVE_KEEP_DAYS, type AssetArchive } from './asset-archive.ts'
import { assetArchiveDir, ConfigError, readServerConfig, type ApiMode } from './config.ts'
import { createPortalServer } from './portal-server.ts'
import { drain } from './shutdown.ts'

/** Requests in flight get this long to finish after SIGTERM; a proxied call may take the API's time. */
const SHUTDOWN_GRACE_MS = 30_000

function describe(api: ApiMode): string {
  if (api.kind === 'proxy') return `/v1 forwarded to ${api.target.href.replace(/\/$/, '')}/v1`
  if (api.kind === 'sandbox') return 'the sandbox API on /v1 and /__sandbox (a demo: not for real policies)'
  return `the browser calls the API at ${api.apiBaseUrl}`
}

/**
 * The build's hashed files added to the archive, or no archive: a folder that cannot be written costs
 * the tabs of earlier builds a reload (ADR 0116), never the portal its start.
 */
async function openArchive(dir: string | null, distDir: string): Promise<AssetArchive | undefined> {
  if (!dir) {
    console.log('Earlier builds’ files: not kept (PORTAL_ASSET_ARCHIVE=off)')
    return undefined
  }
  const archive = { dir, keepDays: ARCHIVE_KEEP_DAYS }
  try {
    await archiveBuild(distDir, archive)
  } catch (error) {
    console.error(`Earlier builds’ files: not kept, as ${dir} could not be written (${(error as Error).message})`)
    return undefined
  }
  console.log(`Earlier builds’ files: kept in ${dir} for ${archive.keepDays} days after they leave the build`)
  return archive
}

function describeCensus(carrierCensus: string | null): string {
  if (carrierCensus === null) return 'FMCSA’s census off'
  return carrierCensus === '' ? 'FMCSA’s census from the sandbox’s stand-in on /resource' : `FMCSA’s census read from ${carrierCensus}`
}

async function main() {
  // `npm run build` writes this file to dist/.server/: the build it serves is the folder above.
  const distDir = fileURLToPath(new URL('..', import.meta.url))
  let config
  try {
    config = readServerConfig(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`Cannot start the portal: ${error.message}`)
    process.exit(1)
  }
  const log = createLineWriter((text) => process.stdout.write(text))
  const archive = await openArchive(assetArchiveDir(process.env.PORTAL_ASSET_ARCHIVE, distDir), distDir)
  const server = await createPortalServer({ config, distDir, writeLine: log.writeLine, archive })
  server.listen(config.port, config.host, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    console.log(`Portal on http://${config.host}:${port}/ with ${describe(config.api)}; ${describeCensus(config.carrierCensus)}`)
  })
  const stop = (signal: string) => {
    console.log(`${signal}: finishing the requests in flight, then stopping`)
    void drain(server, SHUTDOWN_GRACE_MS).then(() => {
      log.flush()
      process.exit(0)
    })
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}

await main()
