// The functions the local stack serves. Each entry builds a `(Request) => Promise<Response>` handler
// from the environment, exactly as the Deno entry point in supabase/functions/<name>/index.ts does.
export type FunctionEnv = Record<string, string | undefined>;
export type FunctionHandler = (request: Request) => Promise<Response>;
export type FunctionFactory = (env: FunctionEnv) => FunctionHandler;

export const functionRegistry: Record<string, FunctionFactory> = {};
