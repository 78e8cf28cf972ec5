/**
 * The handler registry: the only place API calls are validated and dispatched.
 * Transports (IPC, HTTP, CLI) hand it a method name and an unknown payload and get
 * back `{ data }` or `{ error }` — never an exception.
 */
import { ApiError } from '../../shared/errors';
import type { ApiResult } from '../../shared/errors';
import { apiParams } from '../../shared/api';
import type { Method, ParsedParams, Result } from '../../shared/api';
import type { HandlerContext } from './context';
import { formatZodError } from './validation';

export interface Handler<M extends Method> {
  /** Changes the event: queued, audited, and on the LAN only allowed with the referee PIN. */
  write: boolean;
  /** Readable without the PIN on the venue LAN (public pairings and standings pages). */
  public?: boolean;
  /** Callable from a player's phone session (player reporting); every other method is not. */
  player?: boolean;
  handle(params: ParsedParams<M>, ctx: HandlerContext): Result<M> | Promise<Result<M>>;
}

export type DomainHandlers<M extends Method> = { [K in M]: Handler<K> };

export interface MethodInfo {
  write: boolean;
  public: boolean;
  /** Set (true) only for the methods a player's phone session may call. */
  player?: true;
}

export class Registry {
  private readonly handlers = new Map<string, Handler<Method>>();

  register<M extends Method>(domain: DomainHandlers<M>): this {
    for (const [name, handler] of Object.entries(domain) as [M, Handler<M>][]) {
      if (this.handlers.has(name)) throw new Error(`API method registered twice: ${name}`);
      if (!(name in apiParams)) throw new Error(`API method has no schema in the contract: ${name}`);
      this.handlers.set(name, handler as unknown as Handler<Method>);
    }
    return this;
  }

  methods(): string[] {
    return [...this.handlers.keys()].sort();
  }

  info(method: string): MethodInfo | null {
    const handler = this.handlers.get(method);
    if (!handler) return null;
    const info: MethodInfo = { write: handler.write, public: handler.public ?? false };
    return handler.player ? { ...info, player: true } : info;
  }

  /** Validates and runs one call. Never throws. */
  async call(method: string, rawParams: unknown, ctx: HandlerContext): Promise<ApiResult<unknown>> {
    const handler = this.handlers.get(method);
    const schema = (apiParams as Record<string, (typeof apiParams)[Method]>)[method];
    if (!handler || !schema) {
      return { error: { code: 'NOT_FOUND', message: `Unknown API method "${method}".` } };
    }
    if (ctx.player && !handler.public && !handler.player) {
      return {
        error: { code: 'UNAUTHORIZED', message: 'A player session can only report results; ask the referee.' },
      };
    }
    const parsed = schema.safeParse(rawParams ?? undefined);
    if (!parsed.success) {
      const { message, issues } = formatZodError(parsed.error);
      return { error: { code: 'INVALID_INPUT', message, details: { issues } } };
    }
    try {
      const data = await handler.handle(parsed.data as never, ctx);
      return { data };
    } catch (err) {
      return { error: toErrorBody(err) };
    }
  }
}

export function toErrorBody(err: unknown): { code: ApiError['code']; message: string; details?: unknown } {
  if (err instanceof ApiError) return err.toBody();
  const e = err as NodeJS.ErrnoException;
  if (e && typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) {
    return { code: 'IO_FAILURE', message: `File operation failed (${e.code}): ${e.message}` };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { code: 'INTERNAL', message: `Unexpected error: ${message}` };
}
