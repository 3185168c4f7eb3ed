// The same-run baseline of the messaging fan-out: a bare `ws` server that rebroadcasts every frame
// it receives on /send to every socket connected on /listen. No auth, no database, no JSON parsing.
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const listeners = new Set<WebSocket>();
const server = createServer((_req, res) => res.end('ok'));
const wss = new WebSocketServer({ noServer: true });
server.on('upgrade', (req, socket, head) => {
  wss.handleUpgrade(req, socket, head, (ws) => {
    if (req.url === '/listen') {
      listeners.add(ws);
      ws.on('close', () => listeners.delete(ws));
    } else {
      ws.on('message', (data: Buffer) => {
        for (const l of listeners) l.send(data);
      });
    }
  });
});
server.listen(Number(process.env.WS_BASELINE_PORT), '127.0.0.1');
const stop = () => {
  for (const l of listeners) l.terminate();
  server.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
