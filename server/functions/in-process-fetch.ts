// Functions call the stack they run in without the network. On Supabase a function's supabase-js
// clients reach /rest/v1 and /auth/v1 over HTTP; in the local stack those services live in the same
// process, so the clients get a `fetch` that hands each request for the stack's own origin straight to
// its Hono app: the real supabase-js and the same wire format (Request in, Response out), but no
// socket, no HTTP parsing and no second trip through the event loop per request. Requests for any
// other origin still go to the network.

export type AppFetch = (request: Request) => Response | Promise<Response>;

export function inProcessFetch(appFetch: AppFetch, stackOrigin: () => string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== new URL(stackOrigin()).origin) return fetch(request);
    return appFetch(request);
  };
}
