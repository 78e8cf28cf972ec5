import type { ApiResult } from '../../shared/errors';

/** What a CLI command may use: output streams and the one API registry. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Calls an API method through the same registry every transport uses. */
  call(method: string, params: unknown): Promise<ApiResult<unknown>>;
  /** Opens an event file as the current event (for commands given `<file>`). */
  cwd: string;
}

/**
 * A friendly subcommand. It parses argv, reads files, calls API methods, prints.
 * Rules logic never lives here.
 */
export interface CliCommand {
  name: string;
  usage: string;
  summary: string;
  /** Returns the process exit code. */
  run(args: string[], io: CliIO): Promise<number>;
}
