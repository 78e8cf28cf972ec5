import { z } from 'zod';

export const appParams = {
  'app.info': z.object({}).default({}),
} satisfies Record<`app.${string}`, z.ZodType>;

export interface AppInfo {
  name: string;
  version: string;
  /** How this screen reaches main: Electron IPC, the venue HTTP server, or the CLI. */
  transport: 'ipc' | 'http' | 'cli';
  dataDir: string;
  /** Venue mode (HTTP only): where others on the LAN can reach this event. */
  venue: { host: string; port: number; urls: string[]; lan: boolean; pinRequired: boolean } | null;
  methods: string[];
}

export interface AppResults {
  'app.info': AppInfo;
}
