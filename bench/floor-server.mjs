// The floor for bench:fanout: a bare ws broadcast server. POST /broadcast, or a socket's
// {"type":"broadcast","body":"…"} frame (as our caller screen sends GO over its socket), sends the
// body to every socket; a subscribing socket gets `subscribed` and the last broadcast, like the real
// server's `subscribed` and status snapshot, so both sides do the same client work on connect.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

let last = '{}';
function broadcast(body) {
  last = body;
  for (const ws of wss.clients) if (ws.readyState === 1) ws.send(body);
}
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    broadcast(body);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
const wss = new WebSocketServer({ server, path: '/ws' });
wss.on('connection', (ws) =>
  ws.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('{"type":"broadcast"')) return broadcast(JSON.parse(text).body);
    ws.send('{"type":"subscribed"}');
    ws.send(last);
  }),
);
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor ready'));
