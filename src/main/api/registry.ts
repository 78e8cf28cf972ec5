/**
 * The handler registry: the only place API calls are validated and dispatched.
 * Transports (IPC, HTTP, CLI) hand it a method name and an unknown payload and get
 * back `{ data }` or `{ error }` — never an exception.
 *
 * Three kinds of handler, told apart by shape (see CONTRIBUTING.md · Write handlers):
 * - a read (`handle`) sees the open event and never changes it;
 * - an edit (`edit`) changes the open event. It receives only the draft inside the store's
 *   queue — no workspace, no store — so every read and check it depends on runs against the
 *   state it is about to change, serialised with every other write;
 * - a file operation (`file`) opens, creates, closes or restores whole event files through
 *   the workspace (and undo/redo, which the store queues itself).
 */
import { ApiError } from '../../shared/errors';
import type { ApiErrorBody, ApiResult } from '../../shared/errors';
import { said } from '../../shared/messages';
import { errnoCode, osProblem } from '../errors/describe';
import { EnvelopeSchema, apiParams, envelopeOf, isFileOperation } from '../../shared/api';
import type { FileOperation, Method, ParsedParams, Result } from '../../shared/api';
import type { EventFile } from '../../shared/model';
import type { Edit } from '../store/eventStore';
import type { EditContext, HandlerContext, LoadContext } from './context';
import { formatZodError } from './validation';
import { StoredPackUnreadable } from '../../core/rules/scenarios/packs/eventPack';
import { refusalOf } from './fromRules';

/** Changes nothing: answers from the open event (or from its parameters alone). */
export interface ReadHandler<M extends Method> {
  write?: false;
  /** Readable without signing in on the venue LAN (public pairings and standings pages). */
  public?: boolean;
  /** Callable from a player's phone session (player reporting); every other method is not. */
  player?: boolean;
  handle(params: ParsedParams<M>, ctx: HandlerContext): Result<M> | Promise<Result<M>>;
}

/** What an edit returns besides the audit facts: the result without revision and savedAt. */
export type EditResult<M extends Method> = Omit<Result<M>, 'revision' | 'savedAt'>;

/**
 * Changes the open event. Runs inside `store.mutate`: `draft` is the only event it can see;
 * throwing leaves the event untouched. The registry adds `revision` and `savedAt`.
 */
export interface EditHandler<M extends Method> {
  write: true;
  /** Callable from a player's phone session (player reporting); every other method is not. */
  player?: boolean;
  /**
   * Reads what the edit needs from outside the event (the app-level unit library) before it is
   * queued. It gets no workspace and no store, so it cannot read the event itself.
   */
  load?(params: ParsedParams<M>, ctx: LoadContext): Promise<unknown>;
  edit(draft: EventFile, params: ParsedParams<M>, ctx: EditContext, loaded: never): Edit<EditResult<M>>;
}

/** Works on whole event files through the workspace (create, open, close, restore, undo). */
export interface FileHandler<M extends Method> {
  write: true;
  file(params: ParsedParams<M>, ctx: HandlerContext): Promise<Result<M>>;
}

export type Handler<M extends Method> = ReadHandler<M> | EditHandler<M> | FileHandler<M>;

/** A whole-file operation of the contract (`fileOperations`) can only have a file handler. */
export type DomainHandlers<M extends Method> = { [K in M]: K extends FileOperation ? FileHandler<K> : Handler<K> };

export interface MethodInfo {
  write: boolean;
  public: boolean;
  /** Set (true) only for the methods a player's phone session may call. */
  player?: true;
  /** Set (true) only for the contract's whole-file operations (`fileOperations`). */
  fileOperation?: true;
}

function isEdit<M extends Method>(h: Handler<M>): h is EditHandler<M> {
  return 'edit' in h;
}

function isFile<M extends Method>(h: Handler<M>): h is FileHandler<M> {
  return 'file' in h;
}

/** Whether a player's phone session may call the method (reads and edits may say so). */
function playerMay<M extends Method>(h: Handler<M>): boolean {
  return 'player' in h && h.player === true;
}

export class Registry {
  private readonly handlers = new Map<string, Handler<Method>>();

  register<M extends Method>(domain: DomainHandlers<M>): this {
    for (const [name, handler] of Object.entries(domain) as [M, Handler<M>][]) {
      if (this.handlers.has(name)) throw new Error(`API method registered twice: ${name}`);
      if (!(name in apiParams)) throw new Error(`API method has no schema in the contract: ${name}`);
      if (isFileOperation(name) && !isFile(handler))
        throw new Error(`Whole-file operation without a file handler: ${name}`);
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
    const write = isEdit(handler) || isFile(handler);
    const info: MethodInfo = { write, public: !write && ((handler as ReadHandler<Method>).public ?? false) };
    if (playerMay(handler)) info.player = true;
    if (isFileOperation(method)) info.fileOperation = true;
    return info;
  }

  /** Which of the three kinds of handler serves the method (see the comment at the top). */
  kindOf(method: string): 'read' | 'edit' | 'file' | null {
    const handler = this.handlers.get(method);
    if (!handler) return null;
    return isEdit(handler) ? 'edit' : isFile(handler) ? 'file' : 'read';
  }

  /** Validates and runs one call. Never throws. */
  async call(method: string, rawParams: unknown, ctx: HandlerContext): Promise<ApiResult<unknown>> {
    const handler = this.handlers.get(method);
    const schema = (apiParams as Record<string, (typeof apiParams)[Method]>)[method];
    if (!handler || !schema) {
      return { error: { code: 'NOT_FOUND', ...said('m.http.unknownMethod'), details: { method } } };
    }
    if (ctx.player && !('public' in handler && handler.public) && !playerMay(handler)) {
      return { error: { code: 'UNAUTHORIZED', ...said('m.report.playerSession') } };
    }
    // A write's envelope (baseRevision, eventId) first, the same for every write method; a read
    // has none (a read may name an event itself, as events.changesSince does).
    const writes = isEdit(handler) || isFile(handler);
    const envelope = writes ? envelopeOf(rawParams) : EnvelopeSchema.safeParse({});
    if (!envelope.success) {
      const { message, issues, i18n } = formatZodError(envelope.error);
      return { error: { code: 'INVALID_INPUT', message, details: { issues }, i18n } };
    }
    const parsed = schema.safeParse(writes ? withoutEnvelope(rawParams) : (rawParams ?? undefined));
    if (!parsed.success) {
      const { message, issues, i18n } = formatZodError(parsed.error);
      return { error: { code: 'INVALID_INPUT', message, details: { issues }, i18n } };
    }
    const params = parsed.data as never;
    try {
      if (isEdit(handler)) {
        const editCtx: EditContext = {
          actor: ctx.actor,
          isReferee: ctx.isReferee,
          player: ctx.player,
          now: ctx.now ?? (() => new Date()),
        };
        const loaded = handler.load ? await handler.load(params, { dataDir: ctx.workspace.dataDir }) : undefined;
        // Bound to the event open when its turn comes in the queue, and fenced by `eventId` there.
        const saved = await ctx.workspace.mutate(
          { actor: ctx.actor, method, baseRevision: envelope.data.baseRevision, eventId: envelope.data.eventId },
          (draft) => handler.edit(draft, params, editCtx, loaded as never),
        );
        return { data: { ...(saved.result as object), revision: saved.revision, savedAt: saved.savedAt } };
      }
      const data = isFile(handler)
        ? await handler.file(params, { ...ctx, envelope: envelope.data })
        : await handler.handle(params, ctx);
      return { data };
    } catch (err) {
      return { error: toErrorBody(err) };
    }
  }
}

const ENVELOPE_KEYS = Object.keys(EnvelopeSchema.shape);

/** The method's own parameters: what a method schema sees, whatever else the envelope holds. */
function withoutEnvelope(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw ?? undefined;
  if (!ENVELOPE_KEYS.some((k) => k in raw)) return raw;
  const rest: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const k of ENVELOPE_KEYS) delete rest[k];
  return rest;
}

export function toErrorBody(err: unknown): ApiErrorBody {
  if (err instanceof ApiError) return err.toBody();
  if (err instanceof StoredPackUnreadable) return refusalOf(err.problem).toBody();
  const code = errnoCode(err);
  if (code) return { code: 'IO_FAILURE', ...said('m.io.failed', { code, cause: osProblem(err) }) };
  const message = err instanceof Error ? err.message : String(err);
  return { code: 'INTERNAL', ...said('m.unexpected', { cause: message }) };
}
