/**
 * A build served as `npm start` serves it: `node scripts/serve.mjs` (serve.json, the build's
 * `_headers`, compression) for one build's client folder, on a free port, until `stop()`.
 * The one way the bench, the screenshots and the tests start the built site.
 *
 *   const site = await serveBuild("build/client");          // a port the system picks
 *   await page.goto(`${site.url}/20-mg-to-ml`);
 *   await site.stop();
 *   await serveBuild(otherDir, { port: site.port });         // the same origin again
 *
 * `port: 0` (the default) asks the system for a free port, so there is no window between
 * finding a port and listening on it; serve.mjs prints the port it got and this reads it.
 * Ports the system picks (32768 and up on Linux) are never among those browsers refuse.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SERVE = path.join(ROOT, "scripts", "serve.mjs");
/** serve.mjs's line once it listens: "… serving build/client at http://127.0.0.1:41234". */
const LISTENING = / at http:\/\/\S+:(\d+)\s*$/m;

/**
 * Starts serve.mjs for `dir` (a build's client folder, absolute or relative to the project) and
 * resolves once it listens. Rejects with serve.mjs's own output when it stops first (no build in
 * `dir`, the port in use: then the error's `code` is "EADDRINUSE") or does not listen in time.
 *
 * @param {string} dir
 * @param {{ port?: number, host?: string, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => Promise<void> }>}
 */
export async function serveBuild(dir, { port = 0, host = "127.0.0.1", timeoutMs = 20_000 } = {}) {
  const served = path.resolve(ROOT, dir);
  const child = spawn(process.execPath, [SERVE], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: host, SERVE_DIR: served },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // A server never outlives the process that started it (process.exit, a failed run).
  const orphan = () => child.kill("SIGKILL");
  process.once("exit", orphan);
  void exited.then(() => process.off("exit", orphan));
  const listening = await new Promise((resolve, reject) => {
    const fail = (message) => {
      clearTimeout(timer);
      const error = new Error(`${message} (node scripts/serve.mjs for ${served}): ${output.trim() || "no output"}`);
      if (/EADDRINUSE/.test(output)) error.code = "EADDRINUSE";
      reject(error);
    };
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(`the server did not listen within ${timeoutMs / 1000} s`);
    }, timeoutMs);
    child.stdout.on("data", (data) => {
      output += data;
      const match = LISTENING.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr.on("data", (data) => (output += data));
    child.once("exit", (code, signal) => fail(`the server stopped (${signal ?? `exit code ${code}`})`));
  });

  return {
    url: `http://${host}:${listening}`,
    port: listening,
    dir: served,
    /** Stops the server (SIGTERM, SIGKILL after 3 s) and resolves once it has exited. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const kill = setTimeout(() => child.kill("SIGKILL"), 3000);
      await exited;
      clearTimeout(kill);
    },
  };
}
