export declare const root: string;
export declare function needsBuild(base: string, outputs: string[], sources: string[]): boolean;
export declare function buildIfStale(options: { outputs: string[]; sources: string[] }): boolean;
export declare function loadEntry(options: {
  source: string;
  bundle: string;
  outputs: string[];
  sources: string[];
  failure: string;
}): Promise<Record<string, unknown>>;
