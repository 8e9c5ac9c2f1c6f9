// A minimal HTTP load balancer for the two-process set-up: each request goes to the next API
// process in turn, streamed both ways (event streams stay open), with X-Forwarded-For added.
import { request, createServer, type Server } from 'node:http';

export interface RoundRobinProxy {
  readonly port: number;
  close(): Promise<void>;
}

const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** Listens on `port` (0: any free one) of 127.0.0.1 and spreads requests over `targets` (ports). */
export async function startRoundRobinProxy(targets: readonly number[], port = 0): Promise<RoundRobinProxy> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const target = targets[next++ % targets.length]!;
    const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !hopByHop.has(name)));
    const forwarded = incoming.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [forwarded, incoming.socket.remoteAddress].filter((v) => v !== undefined).join(', ');
    const upstream = request({ host: '127.0.0.1', port: target, method: incoming.method, path: incoming.url, headers }, (answer) => {
      const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)));
      outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
      // Event streams: every chunk goes out as it arrives.
      outgoing.flushHeaders();
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else {
        outgoing.writeHead(502, { 'Content-Type': 'application/json; charset=UTF-8' });
        outgoing.end(JSON.stringify({ statusCode: 502, message: 'Bad gateway' }));
      }
    });
    // The browser went away: so does the upstream request (and its event stream).
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
