/**
 * A small HTTP/WebSocket load balancer for `bench/cluster.ts`, standing in for nginx, HAProxy or a cloud balancer:
 * round robin per request over keep-alive connections, WebSocket upgrades passed through as raw TCP (each new
 * socket.io connection lands on the next instance), `X-Forwarded-For` set to the client's address (the instances
 * run with `TRUST_PROXY=true`). socket.io's long-polling fallback needs all requests of one connection on one
 * instance, so `/socket.io/` requests that are not upgrades stick to an instance by client address, as a
 * production balancer must (cookie or address affinity for that path only).
 */
import { createServer, Agent, type IncomingMessage, request, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface Target {
  host: string;
  port: number;
}

export interface Balancer {
  url: string;
  /** Requests and upgrades sent to each target so far, in target order. */
  counts(): number[];
  close(): Promise<void>;
}

const forwardedFor = (req: IncomingMessage) =>
  [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');

function affinity(address: string | undefined, targets: number): number {
  let hash = 0;
  for (const char of address ?? '') hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % targets;
}

export async function startBalancer(port: number, targets: Target[]): Promise<Balancer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const sent = targets.map(() => 0);
  let next = 0;
  const pick = (req: IncomingMessage, upgrade: boolean) => {
    const sticky = !upgrade && (req.url ?? '').startsWith('/socket.io/');
    const index = sticky ? affinity(req.socket.remoteAddress, targets.length) : next++ % targets.length;
    sent[index] = (sent[index] ?? 0) + 1;
    return targets[index] as Target;
  };
  const upgrades = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    const target = pick(req, false);
    const upstream = request(
      {
        host: target.host,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const target = pick(req, true);
    const upstream = connect(target.port, target.host, () => {
      const headers: string[] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (req.rawHeaders[i]?.toLowerCase() === 'x-forwarded-for') continue;
        headers.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      headers.push(`X-Forwarded-For: ${forwardedFor(req)}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    upgrades.add(client);
    const end = () => {
      upgrades.delete(client);
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', end).on('close', end);
    client.on('error', end).on('close', end);
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => [...sent],
    async close() {
      for (const socket of upgrades) socket.destroy();
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
