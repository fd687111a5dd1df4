// A second reference: the same fixed bytes through Hono and @hono/node-server with no
// middleware, so the report can say how much of the gap is the framework itself.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

const status = Number(process.env.BARE_STATUS ?? 200) as 200;
const body = process.env.BARE_BODY ?? '{}';
const app = new Hono();
// The body is read, as the bare node:http server and the service read it.
app.all('*', async (c) => {
  await c.req.arrayBuffer();
  return c.body(body, status, { 'content-type': 'application/json' });
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.stdout.write(JSON.stringify({ url: `http://127.0.0.1:${info.port}` }) + '\n');
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
