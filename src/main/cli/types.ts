import type { Method, Params, Result } from '../../shared/api';
import type { ApiResult } from '../../shared/errors';

/** What a CLI command may use: output streams and the one API registry. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Calls an API method through the same registry every transport uses (typed by the contract). */
  call<M extends Method>(method: M, params: Params<M>): Promise<ApiResult<Result<M>>>;
  /** The working directory relative paths are resolved against. */
  cwd: string;
  /** Listens to the progress of long jobs (catalog update/import, PDFs); returns the unsubscribe. */
  onProgress(listener: (progress: JobProgress) => void): () => void;
}

export interface JobProgress {
  jobId: string;
  done: number;
  total: number;
  label: string;
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
