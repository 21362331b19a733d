// The floor for the host latency benchmark: a bare `ws` server that does nothing but send, when
// the acting phone says "step N", the very bytes the host sent each screen for that step.
// Started by bench/host.ts with a file of those frames; prints READY <port>.
import { readFileSync } from 'node:fs';
import { WebSocketServer } from 'ws';

const steps = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const sockets = [];
const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
server.on('connection', (socket, request) => {
  const index = Number(new URL(request.url, 'http://x').searchParams.get('i'));
  sockets[index] = socket;
  socket.on('message', (data) => {
    const step = steps[Number(String(data).slice(5))];
    step.forEach((frames, c) => {
      for (const frame of frames) sockets[c]?.send(frame);
    });
  });
});
server.on('listening', () => console.log(`READY ${server.address().port}`));
