// Request and response headers straight from Node's objects when the app runs under
// @hono/node-server, else through Hono (in-process tests). On the hot path, building web
// Headers objects (validated, sorted) cost more than the work a request asks for; Node
// merges headers set here with the ones the response is written with.
import type { Context } from 'hono';
import type { IncomingMessage, ServerResponse } from 'node:http';

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

const bindings = (c: Context) => (c.env as NodeBindings | undefined) ?? {};

/** The connecting peer's address, when the app runs under @hono/node-server. */
export function socketAddress(c: Context): string | undefined {
  return bindings(c).incoming?.socket?.remoteAddress;
}

/** A request header from Node's message (repeated ones joined, as the Fetch API joins them). */
export function incomingHeader(incoming: IncomingMessage, name: string): string | undefined {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function rawHeader(c: Context, name: string): string | undefined {
  const { incoming } = bindings(c);
  return incoming ? incomingHeader(incoming, name) : c.req.header(name);
}

export function setResponseHeader(c: Context, name: string, value: string): void {
  const { outgoing } = bindings(c);
  if (outgoing && !outgoing.headersSent) outgoing.setHeader(name, value);
  else c.header(name, value);
}
