/** Types of ./serve-build.mjs (plain JavaScript, so `node scripts/screenshots.mjs` can use it). */
export interface ServedBuild {
  /** "http://127.0.0.1:41234", no trailing slash. */
  url: string;
  port: number;
  /** The client folder served, absolute. */
  dir: string;
  /** Stops the server and resolves once it has exited. */
  stop(): Promise<void>;
}

export interface ServeBuildOptions {
  /** 0 (default): a free port the system picks. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** How long to wait for the server to listen; default 20,000. */
  timeoutMs?: number;
}

export function serveBuild(dir: string, options?: ServeBuildOptions): Promise<ServedBuild>;
