// The floor for the host latency benchmark: a bare `ws` server that does nothing but send, when
// the acting screen says "step N", the very bytes the host sent each connection for that step.
// The bench hands it each step's frames over a control connection (`/?control`, answered "ok N")
// right after the host played that step, outside the measured time. Prints READY <port>.
import { WebSocketServer } from 'ws';

const steps = new Map();
const sockets = [];
const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
server.on('connection', (socket, request) => {
  const params = new URL(request.url, 'http://x').searchParams;
  if (params.has('control')) {
    socket.on('message', (data) => {
      const { k, frames } = JSON.parse(String(data));
      steps.set(k, frames);
      socket.send(`ok ${k}`);
    });
    return;
  }
  sockets[Number(params.get('i'))] = socket;
  socket.on('message', (data) => {
    const k = Number(String(data).slice(5));
    const step = steps.get(k);
    steps.delete(k);
    step.forEach((frames, c) => {
      for (const frame of frames) sockets[c]?.send(frame);
    });
  });
});
server.on('listening', () => console.log(`READY ${server.address().port}`));
