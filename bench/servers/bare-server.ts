// The baseline: a bare node:http server answering fixed bytes (status, content type, body
// given in the environment), with no routing, auth, validation or logging.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const status = Number(process.env.BARE_STATUS ?? 200);
const body = Buffer.from(process.env.BARE_BODY ?? '{}');
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(JSON.stringify({ url: `http://127.0.0.1:${port}` }) + '\n');
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
