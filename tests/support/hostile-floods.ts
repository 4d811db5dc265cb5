// The floods of issue 18 (one address misbehaving), shared by the hostile-clients contract test and
// `npm run bench -- hostile`, which measures how fast everybody else is served meanwhile.
import http from 'node:http';

/** Headers that announce a body sent from `localAddress`, then nothing: a slow-body client. */
export function stalledRequest(
  url: string,
  path: string,
  localAddress: string,
  headers: Record<string, string>,
): http.ClientRequest {
  const target = new URL(url);
  const request = http.request({
    hostname: target.hostname,
    port: target.port,
    method: 'POST',
    path,
    localAddress,
    agent: false,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': '1000' },
  });
  request.on('error', () => undefined);
  request.on('response', (response) => response.resume());
  request.flushHeaders();
  return request;
}

/**
 * The flood of the report: 300 stalled function calls and 270 stalled REST inserts from one address,
 * with only the anon key. Destroy every request to end it.
 */
export function slowBodyFlood(
  url: string,
  anonKey: string,
  conversationId: string,
  localAddress = '127.0.0.2',
): http.ClientRequest[] {
  const anon = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  return [
    ...Array.from({ length: 300 }, () =>
      stalledRequest(
        url,
        `/functions/v1/voiceflow-proxy/conversations/${conversationId}/interact`,
        localAddress,
        anon,
      ),
    ),
    ...Array.from({ length: 270 }, () => stalledRequest(url, '/rest/v1/messages', localAddress, anon)),
  ];
}

/**
 * `connections` loops that POST `/auth/v1/logout` with only the anon key, back to back, until stopped.
 * `stop()` waits for the loops to end and says how many sign-outs they sent.
 */
export function logoutFlood(url: string, anonKey: string, connections = 32): { stop(): Promise<number> } {
  let flooding = true;
  let sent = 0;
  const loop = async () => {
    while (flooding) {
      const response = await fetch(`${url}/auth/v1/logout`, { method: 'POST', headers: { apikey: anonKey } });
      await response.arrayBuffer();
      sent++;
    }
  };
  const loops = Array.from({ length: connections }, loop);
  return {
    async stop() {
      flooding = false;
      await Promise.all(loops);
      return sent;
    },
  };
}
