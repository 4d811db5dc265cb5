// Runs a command as an operator would and returns how it ended, never throwing: the tests assert on
// the exit code and what it printed, success or failure alike.
import { execFile, type ExecFileOptions } from 'node:child_process';
import { promisify } from 'node:util';

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(
  command: string,
  args: readonly string[],
  options: ExecFileOptions,
): Promise<CliOutcome> {
  return promisify(execFile)(command, [...args], { ...options, encoding: 'utf8' }).then(
    (r) => ({ code: 0, stdout: String(r.stdout), stderr: String(r.stderr) }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({
      code: e.code ?? -1,
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? '',
    }),
  );
}
