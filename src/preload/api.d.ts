import type { Method, Params, PushEvents, PushName, Result } from '../shared/api';
import type { ApiResult } from '../shared/errors';

/** What the preload exposes as `window.api`. */
export interface PreloadApi {
  call<M extends Method>(method: M, params?: Params<M>): Promise<ApiResult<Result<M>>>;
  on<N extends PushName>(name: N, listener: (payload: PushEvents[N]) => void): () => void;
}

declare global {
  interface Window {
    api?: PreloadApi;
  }
}
