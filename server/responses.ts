import type { ServerResponse } from 'node:http'

/** A small answer the server makes itself, with the portal's headers. */
export function sendBody(res: ServerResponse, status: number, body: string, contentType: string, headers: Record<string, string>): void {
  const bytes = Buffer.from(body)
  res.writeHead(status, { ...headers, 'Content-Type': contentType, 'Content-Length': String(bytes.length) })
  res.end(res.req.method === 'HEAD' ? undefined : bytes)
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  sendBody(res, status, JSON.stringify(body), 'application/json; charset=utf-8', headers)
}
