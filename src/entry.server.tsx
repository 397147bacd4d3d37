/**
 * Server entry, used at build time to pre-render every route (ssr: false + prerender).
 * It waits for the whole tree, collects the styled-components CSS of that page and puts it in
 * <head>, so each pre-rendered page is styled and readable before any script runs.
 */
import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const sheet = new ServerStyleSheet();
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />),
      {
        // Every Suspense boundary (the calculator islands, src/components/islands.tsx) is complete
        // when the page is written: write it in place. By default React moves a large boundary to
        // the end of the page behind its fallback, revealed by an inline script, which a visitor
        // without JavaScript would never see.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const sink = new PassThrough();
          const chunks: Buffer[] = [];
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => {
            const styles = sheet.getStyleTags();
            sheet.seal();
            const html = Buffer.concat(chunks).toString("utf8").replace("</head>", `${styles}</head>`);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
