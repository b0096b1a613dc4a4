import packageJson from '../package.json' with { type: 'json' }

export const SANDBOX_VERSION: string = packageJson.version
