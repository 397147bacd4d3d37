/**
 * `npm start` (scripts/serve.mjs: serve-handler configured by serve.json and the build's
 * `_headers`, with the compression middleware), run on a small site of its own in a temporary
 * folder (served by scripts/lib/serve-build.mjs on a free port), so it needs no build:
 * - clean URLs, the Not-found page with HTTP 404 (also for its own name and for `_headers`);
 * - each page's headers from `_headers` (the catch-all rule, its own CSP; the Not-found page's
 *   for a miss), read again when a new build rewrites the file;
 * - brotli or gzip as the browser accepts, identity otherwise;
 * - every request path gets a calm answer: 400 or 404, never a 500 or a dropped connection;
 * - what a newcomer's browser asks for: the site's icon at /favicon.ico, /index.html in one
 *   redirect, a route typed in capitals redirected to its lowercase route.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuild, type ServedBuild } from "../../scripts/lib/serve-build.mjs";

const SCRIPT = "console.log('the site');\n".repeat(200); // above the compression threshold
/** The site's icon as the build copies it from public/ (scripts/make-icons.mjs writes it). */
const FAVICON = readFileSync(path.resolve(import.meta.dirname, "../../public/favicon.ico"));
const HEADERS = (aboutPolicy: string) => `/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer

/
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-home'

/about
  Content-Security-Policy: ${aboutPolicy}

/404.html
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-notfound'

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

let dir: string;
let server: ServedBuild;
let port: number;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One raw request: the path goes to the server exactly as written (no URL normalisation). */
function get(rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: rawPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject); // a dropped connection fails the test
  });
}

const text = (a: Answer) => a.body.toString("utf8");

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "mg-to-ml-serve-"));
  const write = (rel: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  };
  write("index.html", "<!DOCTYPE html><title>Home</title><h1>Home</h1>");
  write("about/index.html", "<!DOCTYPE html><title>About</title><h1>About</h1>");
  write("about.data", "[loader data]");
  write("20-mg-to-ml/index.html", "<!DOCTYPE html><title>20 mg</title><h1>20 mg to mL</h1>");
  write("assets/Mixed-Case-AB12.js", SCRIPT);
  writeFileSync(path.join(dir, "favicon.ico"), FAVICON);
  write("404.html", "<!DOCTYPE html><title>Not found</title><h1>Oops! Page not found</h1>");
  write("assets/app-1234.js", SCRIPT);
  write("_headers", HEADERS("default-src 'self'; script-src 'self' 'sha256-about1'"));
  server = await serveBuild(dir);
  port = server.port;
}, 30_000);

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("npm start: pages, clean URLs and the Not-found page", () => {
  it("serves each page at its clean URL, with the catch-all headers and its own policy", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(text(home)).toContain("<h1>Home</h1>");
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.headers["referrer-policy"]).toBe("no-referrer");
    expect(home.headers["content-security-policy"]).toContain("'sha256-home'");

    const about = await get("/about");
    expect(about.status).toBe(200);
    expect(text(about)).toContain("<h1>About</h1>");
    expect(about.headers["content-security-policy"]).toContain("'sha256-about1'");
    expect(about.headers["x-content-type-options"]).toBe("nosniff");
    expect(about.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);

    const data = await get("/about.data");
    expect(data.status).toBe(200);
    expect(data.headers["content-type"]).toBe("text/x-script; charset=utf-8");
  });

  it("redirects a trailing slash and answers a revalidation with 304", async () => {
    const slash = await get("/about/");
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe("/about");
    const first = await get("/about");
    const again = await get("/about", { "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    // The browser keeps the stored headers a 304 does not replace: never another page's policy.
    expect(again.headers["content-security-policy"] ?? "'sha256-about1'").toContain("'sha256-about1'");
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers unknown paths, the Not-found page's own name and _headers with the Not-found page and 404", async () => {
    for (const p of ["/no-such-page", "/404", "/404.html", "/_headers", "/about/nothing", "/assets/missing.js"]) {
      const miss = await get(p);
      expect(miss.status, p).toBe(404);
      expect(text(miss), p).toContain("Oops! Page not found");
      expect(miss.headers["content-security-policy"], p).toContain("'sha256-notfound'");
      expect(miss.headers["x-content-type-options"], p).toBe("nosniff");
    }
  });

  it("gives assets their long cache lifetime", async () => {
    const asset = await get("/assets/app-1234.js");
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toMatch(/javascript/);
  });
});

describe("npm start: what a newcomer's browser asks for", () => {
  it("serves the site's icon at /favicon.ico: an ICO file of PNG images", async () => {
    // An ICO header (reserved 0, type 1 = icon) with 16, 32 and 48 px images.
    expect(FAVICON.readUInt16LE(0)).toBe(0);
    expect(FAVICON.readUInt16LE(2)).toBe(1);
    const count = FAVICON.readUInt16LE(4);
    expect(Array.from({ length: count }, (_, i) => FAVICON.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
    const first = FAVICON.readUInt32LE(6 + 12);
    expect(FAVICON.subarray(first + 1, first + 4).toString("latin1")).toBe("PNG");

    const icon = await get("/favicon.ico", { "Accept-Encoding": "identity" });
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(icon.body.equals(FAVICON)).toBe(true);
  });

  it.each([
    ["/index.html", "/"],
    ["/index", "/"],
    ["/about/index.html", "/about"],
    ["/index.html?from=print", "/?from=print"],
  ])("redirects %s to the page's clean URL in one step (%s)", async (from, to) => {
    const answer = await get(from);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(to);
    expect((await get(to)).status).toBe(200);
  });

  it.each([
    ["/20-MG-TO-ML", "/20-mg-to-ml"],
    ["/20-Mg-To-mL", "/20-mg-to-ml"],
    ["/About", "/about"],
    ["/ABOUT/", "/about"],
    ["/About?x=1", "/about?x=1"],
    ["/About/Index.html", "/about"],
  ])("redirects a route typed in another letter case, %s, to its lowercase route in one step", async (from, to) => {
    const answer = await get(from);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(to);
    const page = await get(to);
    expect(page.status).toBe(200);
  });

  it("leaves files named in capitals as they are, and unknown paths in any case at 404", async () => {
    expect((await get("/assets/Mixed-Case-AB12.js")).status).toBe(200);
    for (const p of [
      "/NO-SUCH-PAGE",
      "/No-Such-Page",
      "/assets/MIXED-CASE-AB12.JS",
      "/nothing/index.html",
      "/404.HTML",
      "/_HEADERS",
    ]) {
      const miss = await get(p);
      expect(miss.status, p).toBe(404);
      expect(text(miss), p).toContain("Oops! Page not found");
    }
  });
});

describe("npm start: compression", () => {
  it("sends brotli, gzip or the plain file, as the browser accepts", async () => {
    const br = await get("/assets/app-1234.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get("/assets/app-1234.js", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(SCRIPT);

    const plain = await get("/assets/app-1234.js", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(text(plain)).toBe(SCRIPT);
  });
});

describe("npm start: every request path gets a calm answer", () => {
  it.each<[string, string, number]>([
    ["a NUL byte", "/%00", 404],
    ["a NUL byte inside a page's path", "/about%00", 404],
    ["a NUL byte in a file name", "/assets/app-1234.js%00.png", 404],
    ["a truncated UTF-8 escape", "/%E0%A4%A", 400],
    ["an invalid escape", "/%zz", 400],
    ["a lone continuation byte", "/%80", 400],
    ["a 5,000-character path", `/${"a".repeat(5000)}`, 404],
    ["a 5,000-character file name with an extension", `/${"a".repeat(5000)}.js`, 404],
    ["2,500 nested folders", `/${"a/".repeat(2500)}a`, 404],
    ["an escaped climb out of the site", "/..%2f..%2f..%2fetc%2fpasswd", 400],
    ["an escaped backslash climb", "/..%5c..%5cwindows", 404],
    ["a query string only", "/?%00", 200],
  ])("%s", async (_, rawPath, status) => {
    const answer = await get(rawPath);
    expect(answer.status).toBe(status);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    if (status === 404) expect(text(answer)).toContain("Oops! Page not found");
    // The server is still there for the next visitor.
    expect((await get("/about")).status).toBe(200);
  });
});

describe("npm start: a new build's headers", () => {
  it("are served as soon as the build rewrites _headers", async () => {
    writeFileSync(path.join(dir, "_headers"), HEADERS("default-src 'self'; script-src 'self' 'sha256-about2'"));
    await expect
      .poll(async () => (await get("/about")).headers["content-security-policy"])
      .toContain("'sha256-about2'");
  });
});

describe("scripts/lib/serve-build.mjs: the one way scripts and tests start a build", () => {
  it("serves on a port the system picks, and refuses a busy port or a folder without a build calmly", async () => {
    expect(server.url).toBe(`http://127.0.0.1:${port}`);
    expect(port).toBeGreaterThan(0);
    const portInUse: unknown = expect.stringContaining("the port is in use"); // Vitest types its asymmetric matchers `any`
    await expect(serveBuild(dir, { port })).rejects.toMatchObject({ code: "EADDRINUSE", message: portInUse });
    const empty = mkdtempSync(path.join(tmpdir(), "mg-to-ml-serve-empty-"));
    try {
      await expect(serveBuild(empty)).rejects.toThrow(/No build found in/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("stops its server: the port is free again for the same origin", async () => {
    const second = await serveBuild(dir);
    expect((await fetch(`${second.url}/about`)).status).toBe(200);
    await second.stop();
    await expect(fetch(`${second.url}/about`)).rejects.toThrow();
    const again = await serveBuild(dir, { port: second.port });
    try {
      expect((await fetch(`${again.url}/about`)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
