/**
 * Security and privacy of the built site, served as `npm start` serves it:
 * (a) every route and an unknown path answer with a strict Content-Security-Policy (scripts only
 *     from the site itself or by the hash of the inline scripts each page really carries),
 *     nosniff, no referrer and a restrictive Permissions-Policy;
 * (b) build/client/_headers, the headers file for static hosts, says the same for every page;
 * (c) no page reports a CSP violation (console or `securitypolicyviolation` event): every route
 *     and the Not-found page are watched as first loaded in tests/e2e/routes.spec.ts (one load per
 *     page shared with its other checks); here, the watcher is shown to catch a blocked script;
 * (d) no request ever leaves for another origin while every calculator, menu, copy and download
 *     is used (every route as first loaded: routes.spec.ts);
 * (e) the JSON-LD in each page's raw HTML is valid JSON with no raw '<', and src/ has no
 *     dangerouslySetInnerHTML.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIResponse } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../src/data/site-routes";
import { NAV_DROPDOWNS } from "../../src/data/navigation";
import { fillDilutionExample, fillNaClExample, NACL_MOLAR } from "./support/lab-driver";
import { wakeHeader, waitForIslandsAndNetwork } from "./support/islands";
import { watchCsp, watchRequests } from "./support/watch";
import { CONVERTER_CONTROLS } from "../../src/machines/converter/converter.controls";
import { BATCH_CONTROLS } from "../../src/machines/batch/batch.controls";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CLIENT = path.join(ROOT, "build/client");
const UNKNOWN = "/no-such-page-security";
const PAGE_PATHS = [...PUBLIC_ROUTES.map((r) => r.path), UNKNOWN];

// ---------------------------------------------------------------------------------------------
// Policy parsing and the checks shared by (a) and (b)

type Policy = Map<string, string[]>;

function parseCsp(header: string): Policy {
  const policy: Policy = new Map();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(policy.has(name.toLowerCase()), `directive ${name} appears twice`).toBe(false);
    policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** Returns what is wrong with a CSP (empty when it meets the site's rules). */
function cspProblems(header: string | undefined, where: string): string[] {
  if (!header) return [`${where}: no Content-Security-Policy`];
  const p = parseCsp(header);
  const problems: string[] = [];
  const want = (name: string, sources: string[]) => {
    const got = p.get(name);
    if (!got || got.join(" ") !== sources.join(" "))
      problems.push(`${where}: ${name} is '${got?.join(" ") ?? "(missing)"}', want '${sources.join(" ")}'`);
  };
  want("default-src", ["'self'"]);
  want("object-src", ["'none'"]);
  want("base-uri", ["'self'"]);
  want("frame-ancestors", ["'none'"]);
  const script = p.get("script-src");
  if (!script) problems.push(`${where}: no script-src (it would fall back to default-src; the site's policy names it)`);
  for (const source of script ?? []) {
    // Only the site itself and the hashes of inline scripts: no 'unsafe-inline', 'unsafe-eval',
    // wildcard, scheme or other host.
    if (source !== "'self'" && !/^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/.test(source))
      problems.push(`${where}: script-src allows ${source}`);
  }
  return problems;
}

const COMMON_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
};

/** Returns what is wrong with a Permissions-Policy header. */
function permissionsProblems(header: string | undefined, where: string): string[] {
  if (!header) return [`${where}: no Permissions-Policy`];
  const directives = new Map(
    header.split(",").map((d) => {
      const [name, value] = d.trim().split("=");
      return [name!.trim(), (value ?? "").trim()] as const;
    }),
  );
  const problems: string[] = [];
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    if (directives.get(feature) !== "()")
      problems.push(`${where}: Permissions-Policy ${feature}=${directives.get(feature) ?? "(missing)"}, want ()`);
  }
  // Restrictive: nothing is granted to every origin or to a named other origin.
  for (const [name, value] of directives) {
    if (!/^\((self)?\)$/.test(value))
      problems.push(`${where}: Permissions-Policy ${name}=${value} grants more than the site itself`);
  }
  return problems;
}

/** SHA-256 CSP sources of the inline scripts (not JSON-LD, not src=) in raw HTML. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    if (/\ssrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs) || m[2]!.length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(m[2]!, "utf8").digest("base64")}'`);
  }
  return hashes;
}

function headerProblems(res: APIResponse, where: string): string[] {
  const h = res.headers();
  const problems = [
    ...cspProblems(h["content-security-policy"], where),
    ...permissionsProblems(h["permissions-policy"], where),
  ];
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    if (h[name]?.toLowerCase() !== value)
      problems.push(`${where}: ${name} is '${h[name] ?? "(missing)"}', want '${value}'`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// (a) Headers served by `npm start`

test.describe("(a) security headers served for every page", () => {
  test("every route and an unknown path", async ({ request }) => {
    const problems: string[] = [];
    for (const p of PAGE_PATHS) {
      const res = await request.get(p);
      expect(res.status(), p).toBe(p === UNKNOWN ? 404 : 200);
      problems.push(...headerProblems(res, p));
      // The policy allows exactly the inline scripts this page carries: each one's hash is listed.
      const html = await res.text();
      const inline = inlineScriptHashes(html);
      const script = parseCsp(res.headers()["content-security-policy"] ?? "").get("script-src") ?? [];
      for (const hash of inline)
        if (!script.includes(hash)) problems.push(`${p}: inline script ${hash} is not in script-src`);
      // The pages carry no inline script today (only the islands entry, by src): then the policy
      // allows no hash at all, only the site's own files.
      if (inline.length === 0 && script.join(" ") !== "'self'")
        problems.push(`${p}: no inline script, yet script-src is '${script.join(" ")}'`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("scripts, the worker, the manifest and other files are sent with nosniff and the common headers", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const scripts = [
      ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const p of [scripts[0]!, "/sw.js", "/manifest.webmanifest", "/icon-192.png", "/sitemap.xml", "/robots.txt"]) {
      const res = await request.get(p);
      expect(res.status(), p).toBe(200);
      const h = res.headers();
      for (const [name, value] of Object.entries(COMMON_HEADERS)) {
        if (h[name]?.toLowerCase() !== value) problems.push(`${p}: ${name} is '${h[name] ?? "(missing)"}'`);
      }
      problems.push(...permissionsProblems(h["permissions-policy"], p));
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// (b) The headers file shipped for static hosts

/** Parses `_headers` (the format of common static hosts): path lines, then indented headers. */
function readHeadersFile(): Map<string, Record<string, string>> {
  const file = path.join(CLIENT, "_headers");
  expect(existsSync(file), `${file} exists (run npm run build)`).toBe(true);
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      expect(rules.has(line.trim()), `rule ${line.trim()} appears once`).toBe(false);
      current = {};
      rules.set(line.trim(), current);
    } else {
      expect(current, `header line '${line}' belongs to a rule`).not.toBeNull();
      const i = line.indexOf(":");
      current![line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

test("(b) build/client/_headers carries the same headers for every page", () => {
  const rules = readHeadersFile();
  const all = rules.get("/*");
  expect(all, "a /* rule with the common headers").toBeDefined();
  const problems: string[] = [...permissionsProblems(all!["permissions-policy"], "_headers /*")];
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    if (all![name]?.toLowerCase() !== value) problems.push(`_headers /*: ${name} is '${all![name] ?? "(missing)"}'`);
  }
  // Two CSP headers would both be enforced: the catch-all rule must not carry one.
  expect(all!["content-security-policy"]).toBeUndefined();
  const pages = [
    ...PUBLIC_ROUTES.map((r) => ({
      rule: r.path,
      file: r.path === "/" ? "index.html" : `${r.path.slice(1)}/index.html`,
    })),
    { rule: "/404.html", file: "404.html" },
  ];
  for (const { rule, file } of pages) {
    const headers = rules.get(rule);
    if (!headers) {
      problems.push(`_headers: no rule for ${rule}`);
      continue;
    }
    problems.push(...cspProblems(headers["content-security-policy"], `_headers ${rule}`));
    const script = parseCsp(headers["content-security-policy"] ?? "").get("script-src") ?? [];
    const html = readFileSync(path.join(CLIENT, file), "utf8");
    for (const hash of inlineScriptHashes(html))
      if (!script.includes(hash)) problems.push(`_headers ${rule}: inline script ${hash} of ${file} is not listed`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// (c) and (d): watching the browser

test("(c) a blocked inline script is reported by both channels the route checks read", async ({ browser, baseURL }) => {
  // tests/e2e/routes.spec.ts loads every route with this watcher and expects no violation: this
  // shows the watcher can fail.
  const context = await browser.newContext({ baseURL });
  const csp = await watchCsp(context);
  const page = await context.newPage();
  await page.goto("/about");
  await waitForIslandsAndNetwork(page);
  expect(await csp.violationsIn(page)).toEqual([]);
  await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.__probeRan = true";
    document.body.append(s);
  });
  await expect.poll(() => csp.violationsIn(page)).toHaveLength(1);
  await expect.poll(() => csp.consoleMessages.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __probeRan?: boolean }).__probeRan)).toBeUndefined();
  await context.close();
});

test("(d) no request to another origin while every calculator, menu, copy and download is used", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const siteOrigin = new URL(baseURL!).origin;
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteOrigin });
  const requests = watchRequests(context, siteOrigin);
  const csp = await watchCsp(context);
  const page = await context.newPage();
  const violations: string[] = [];

  // Every route and the Not-found page, as first loaded, are watched the same way in
  // tests/e2e/routes.spec.ts; here every calculator, menu, copy and download is used.

  // Converter: type, presets, swap, copy, reset.
  await page.goto("/");
  await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
  const amount = page.locator("#converter-amount");
  await amount.fill("125");
  await page.getByRole("textbox", { name: "Concentration (mg/mL)" }).fill("250 mg per 5 mL");
  await expect(page.getByRole("status", { name: "Result" })).toHaveText("2.5 mL");
  await page.getByRole("button", { name: "Water, 1\u202f000 mg/mL", exact: true }).click();
  await page.getByRole("button", { name: CONVERTER_CONTROLS.swap }).click();
  await expect(page.getByRole("textbox", { name: "Amount (mL)" })).toBeVisible();
  await page.getByRole("button", { name: CONVERTER_CONTROLS.copy }).click();
  // 0.125 mL falls between the 0.01 mL marks: the copy carries its caution (issue 27).
  await expect(page.getByText("Copied, with its caution")).toBeVisible();
  await page.getByRole("button", { name: "Reset", exact: true }).click();

  // Batch Convert: convert, copy all, download the CSV.
  await page.getByRole("tab", { name: "Batch Convert" }).click();
  await page.getByRole("textbox", { name: "Values to convert" }).fill("10, 20; 2.5\nabc");
  await page.getByRole("button", { name: BATCH_CONTROLS.convert }).click();
  await expect(page.getByRole("list", { name: "Batch results" }).getByRole("listitem")).toHaveCount(4);
  await page.getByRole("button", { name: "Copy all" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  expect(await file.failure()).toBeNull();

  // Dropdowns of the header (woken as a person's pointer moving over it wakes it).
  await wakeHeader(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const d of NAV_DROPDOWNS) {
    const trigger = nav.getByRole("button", { name: d.label });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
  }

  // Syringe page: amount and every syringe choice.
  await page.goto("/mg-to-ml-syringe");
  await expect(page.locator('#converter[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole("textbox", { name: "Amount (mg)" }).fill("100");
  const chooser = page.getByRole("combobox", { name: "Syringe" });
  const choices = await chooser.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(choices.length).toBeGreaterThan(3);
  for (const choice of choices) {
    await chooser.selectOption(choice);
    await expect(chooser).toHaveValue(choice);
  }

  // Molarity.
  await page.goto("/molarity-calculator");
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
  await fillNaClExample(page);
  await page.getByRole("button", { name: "Calculate Molarity" }).click();
  await expect(page.getByRole("status", { name: "Molarity" })).toContainText(NACL_MOLAR);
  await page.getByRole("button", { name: "Reset", exact: true }).click();

  // Dilution: each Solve-for mode.
  await page.goto("/dilution-calculator");
  await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
  await fillDilutionExample(page);
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(page.getByRole("status", { name: "Result" })).toContainText(
    "made up to 50 mL at 10 mg/mL: add 45 mL diluent",
  );
  for (const mode of ["V2", "C2", "V1"]) {
    await page.getByRole("radiogroup", { name: "Solve for:" }).getByRole("radio", { name: mode, exact: true }).check();
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
  }
  violations.push(...(await csp.violationsIn(page)));

  // Small screen: the side menu, and a link followed from it.
  await page.setViewportSize({ width: 375, height: 740 });
  await wakeHeader(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Site menu" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "20 mL to mg", exact: true }).click();
  await expect(page).toHaveURL(/\/20-ml-to-mg$/);
  await expect(page.locator("h1")).toHaveText("20 mL to mg Converter");
  await page.waitForLoadState("networkidle");
  violations.push(...(await csp.violationsIn(page)));

  // The watcher saw the site's own traffic (it can fail), and nothing else.
  expect(requests.seen.filter((u) => u.startsWith(`${siteOrigin}/assets/`)).length).toBeGreaterThan(0);
  expect(requests.foreign, requests.foreign.join("\n")).toEqual([]);
  expect([...violations, ...csp.consoleMessages], [...violations, ...csp.consoleMessages].join("\n")).toEqual([]);
  await context.close();
});

// ---------------------------------------------------------------------------------------------
// (e) Structured data and the source

test("(e) the JSON-LD of every page is valid JSON with no raw '<' in its script element", async ({ request }) => {
  const problems: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    const html = await (await request.get(route.path)).text();
    const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    if (route.calculator && blocks.length === 0) problems.push(`${route.path}: calculator page without JSON-LD`);
    for (const text of blocks) {
      if (text.includes("<")) problems.push(`${route.path}: raw '<' inside JSON-LD`);
      try {
        const data = JSON.parse(text) as { "@context"?: string; "@type"?: string };
        if (data["@context"] !== "https://schema.org" || !data["@type"])
          problems.push(`${route.path}: JSON-LD without @context/@type`);
      } catch (e) {
        problems.push(`${route.path}: JSON-LD is not valid JSON (${String(e)})`);
      }
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("(e) src/ has no dangerouslySetInnerHTML", () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  const files = walk(path.join(ROOT, "src")).filter((f) => /\.(tsx?|jsx?|mjs)$/.test(f));
  expect(files.length).toBeGreaterThan(20);
  const offenders = files
    .filter((f) => readFileSync(f, "utf8").includes("dangerouslySetInnerHTML"))
    .map((f) => path.relative(ROOT, f));
  expect(offenders).toEqual([]);
});
