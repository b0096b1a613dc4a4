import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { runSoql } from '../domain/socrata/soql-query.ts'
import { injectFaults } from '../http/faults.ts'
import type { Sandbox } from '../sandbox.ts'
import { censusDataset } from '../store/carrier-census.ts'

const SOCRATA_JSON = 'application/json;charset=utf-8'

/**
 * FMCSA's census as data.transportation.gov serves it, for the sandbox's carriers: GET
 * /resource/<dataset>.json with SoQL ($select, $where, $order, $limit, $offset, $q, $query and simple
 * column filters), a JSON array of text values, any origin allowed (Socrata's CORS), Socrata's 400 for a
 * query it cannot run. Faults injected through the control API reach it as they reach /v1.
 */
export function carrierCensusRoutes(sandbox: Sandbox) {
  const routes = new Hono()
  routes.use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD'], allowHeaders: ['Accept', 'X-App-Token'] }))
  routes.use('*', injectFaults(sandbox))
  routes.get('/:file', (c) => {
    const [, id] = /^(.+)\.json$/.exec(c.req.param('file')) ?? []
    const dataset = id === undefined ? undefined : censusDataset(sandbox.store, id)
    if (!dataset) return c.json({ code: 'not_found', error: true, message: 'Not found' }, 404)
    const answer = runSoql(dataset, new URL(c.req.url).searchParams)
    if (!answer.ok) return c.json({ code: answer.code, error: true, message: answer.message }, 400)
    return c.body(JSON.stringify(answer.rows), 200, { 'Content-Type': SOCRATA_JSON })
  })
  return routes
}
